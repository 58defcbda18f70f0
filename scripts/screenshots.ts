// `npm run screenshots`: captures the docs screenshots from the real /tool in the exported site, so the docs never
// drift from the product. Builds out/ first (SCREENSHOTS_SKIP_BUILD=1 reuses an out/ you know is current); writes
// public/docs/screenshots/*.png and sources.json, the hash of the sources they show (scripts/screenshot-sources.mjs).
// Rebuild afterwards so out/ carries the new images.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { CUSTOM_VALUE, FIREWALL_LOG } from '../e2e/tool-fixtures';
import { runBuild, startStaticSite } from './static-site.mjs';
import { screenshotSources, SOURCES_MANIFEST } from './screenshot-sources.mjs';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS helper shared with the other scripts
const { findChrome, CHROME_FLAGS } = require('./find-chrome.cjs') as { findChrome: () => string; CHROME_FLAGS: string[] };

const PORT = Number(process.env.SCREENSHOT_PORT || 4112);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT_DIR = path.join(process.cwd(), 'public', 'docs', 'screenshots');

/** Screenshot of the smallest rectangle holding every given element, with a little margin. */
async function shootAround(page: Page, file: string, locators: Locator[], margin = 12) {
  const boxes = [];
  for (const locator of locators) {
    await locator.scrollIntoViewIfNeeded();
    const box = await locator.boundingBox();
    if (!box) throw new Error(`No box for ${file}`);
    // boundingBox is relative to the viewport; a full-page clip needs document coordinates
    const scrollY = await page.evaluate(() => window.scrollY);
    boxes.push({ ...box, y: box.y + scrollY });
  }
  const left = Math.max(0, Math.min(...boxes.map((b) => b.x)) - margin);
  const top = Math.max(0, Math.min(...boxes.map((b) => b.y)) - margin);
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + margin;
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + margin;
  await page.screenshot({ path: path.join(OUT_DIR, file), fullPage: true, clip: { x: left, y: top, width: right - left, height: bottom - top } });
  console.log(`wrote public/docs/screenshots/${file}`);
}

async function capture(page: Page) {
  const card = (heading: string) => page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });
  // the card around a heading: heading → card header → card
  const headedCard = (heading: string) => page.getByRole('heading', { name: heading, exact: true }).locator('xpath=ancestor::div[2]');
  const outputCard = headedCard('Output');
  const inputCard = headedCard('Input');

  await page.goto(`${BASE}/tool/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.screenshot({ path: path.join(OUT_DIR, 'tool-overview.png') });
  console.log('wrote public/docs/screenshots/tool-overview.png');

  await page.getByLabel('Text to mask').fill(CUSTOM_VALUE);
  await page.getByLabel('Category', { exact: true }).selectOption('Business Information');
  await page.getByLabel('Subcategory').selectOption('Company Name');
  await page.getByRole('button', { name: 'Add Rule' }).click();
  await page.getByRole('list', { name: 'Custom rules in use' }).getByText(CUSTOM_VALUE).waitFor();
  await shootAround(page, 'custom-rules.png', [card('Custom rules')]);

  await page.getByLabel('Input', { exact: true }).fill(FIREWALL_LOG);
  await page.getByRole('button', { name: 'Replace', exact: true }).click();
  await page.locator('[role="region"][aria-label="Output"][data-state="done"]').waitFor();
  await shootAround(page, 'replace-result.png', [inputCard, outputCard]);

  const distribution = card('Rules Distribution');
  await distribution.locator('canvas').waitFor();
  await page.waitForTimeout(800); // the chart animates in
  await shootAround(page, 'rules-distribution.png', [distribution]);

  await page.getByRole('button', { name: 'Remove 192.168.50.7' }).click();
  await page.getByRole('region', { name: 'Output' }).getByText('peer=192.168.50.7', { exact: false }).waitFor();
  await page.waitForTimeout(400);
  await distribution.locator('ul').evaluateAll((lists) => lists.forEach((list) => list.scrollTo(0, 0)));
  await shootAround(page, 'remove-false-positive.png', [outputCard, distribution]);

  // An AI answer that mentions some substitutes from this session's output, pasted into Restore.
  const substitutes = [...new Set(await page.getByRole('region', { name: 'Output' }).locator('mark').allTextContents())];
  const email = substitutes.find((value) => value.includes('@')) ?? substitutes[0];
  const addresses = substitutes.filter((value) => /^\d{1,3}(\.\d{1,3}){3}$/.test(value));
  const [source, target] = [addresses[0] ?? substitutes[1], addresses[1] ?? substitutes[2]];
  const answer =
    `Summary: ${email} connected from ${source} to ${target} and later had a failed login. ` +
    `Recommended next steps: confirm that ${source} is a managed workstation, reset the credentials of ${email}, ` +
    `and review why ${target} accepted the connection.`;
  const restore = card('Restore');
  await restore.getByLabel('Text to restore').fill(answer);
  await restore.getByRole('status').filter({ hasText: 'restored' }).waitFor();
  await restore.getByLabel('Text to restore').blur();
  await shootAround(page, 'restore.png', [restore]);
}

async function main() {
  // Always a fresh build: pictures of an older out/ would be recorded as pictures of these sources.
  if (process.env.SCREENSHOTS_SKIP_BUILD !== '1') runBuild();
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startStaticSite({ port: PORT });
  try {
    const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_FLAGS });
    try {
      // reduced motion: the chart is drawn without animation, so a busy machine cannot catch it mid-way
      const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light', reducedMotion: 'reduce', deviceScaleFactor: 1 });
      // a visitor who has answered the cookie banner, so it does not cover the tool
      await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'rejected'));
      await capture(await context.newPage());
      const { files, sha256 } = screenshotSources();
      writeFileSync(SOURCES_MANIFEST, JSON.stringify({ note: 'Written by npm run screenshots: the hash of the sources the screenshots show.', sha256, files }, null, 2) + '\n');
      console.log(`wrote ${SOURCES_MANIFEST}`);
    } finally {
      await browser.close();
    }
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
