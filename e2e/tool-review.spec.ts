// The review step in a real browser: × for the current output only, the never-mask list, the Rules panel,
// nothing the person typed kept unasked, the consent banner out of the tool's way, axe with every panel
// open, and screenshots of all of it (light and dark, 1280 and 360 px) in $SHOTS_DIR (default
// test-results/tool-review/).
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CUSTOM_VALUE, FIREWALL_LOG } from './tool-fixtures';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/tool-review';
const output = (page: Page) => page.getByRole('region', { name: 'Output' });
const patternList = (page: Page) => page.getByRole('list', { name: /Pattern Rules/ });
const neverList = (page: Page) => page.getByRole('list', { name: 'Values never masked' });

/** A visitor who already answered the banner (the consent tests below start fresh instead). */
async function answeredBanner(page: Page) {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('cookieConsent')) window.localStorage.setItem('cookieConsent', 'rejected');
  });
}

async function run(page: Page, mode: 'Mask' | 'Replace', text?: string) {
  if (text !== undefined) await page.getByLabel('Input', { exact: true }).fill(text);
  await page.getByRole('button', { name: mode, exact: true }).click();
  await expect(output(page)).toHaveAttribute('data-state', 'done');
}

/** Everything this origin keeps in the browser's storage, as text. */
const storedEverywhere = (page: Page) =>
  page.evaluate(() => JSON.stringify({ local: { ...window.localStorage }, session: { ...window.sessionStorage }, cookies: document.cookie }));
/** What outlives the tab: local storage and cookies. */
const storedOnDevice = (page: Page) => page.evaluate(() => JSON.stringify({ local: { ...window.localStorage }, cookies: document.cookie }));

test.describe('/tool review step', () => {
  test.beforeEach(async ({ page }) => answeredBanner(page));

  test('× undoes a detection in the current output only; the next run and new text detect it again', async ({ page }) => {
    await page.goto('/tool/');
    await run(page, 'Mask', FIREWALL_LOG);
    await expect(output(page)).not.toContainText('jsmith@initech.com');
    await page.getByRole('button', { name: 'Remove jsmith@initech.com' }).click();
    await expect(output(page)).toContainText('user=jsmith@initech.com mac=');
    await expect(patternList(page)).not.toContainText('jsmith@initech.com');

    await run(page, 'Mask');
    await expect(output(page)).not.toContainText('jsmith@initech.com');
    await expect(patternList(page)).toContainText('jsmith@initech.com');

    await page.getByRole('button', { name: 'Remove jsmith@initech.com' }).click();
    await run(page, 'Replace', 'new paste: mail JSmith@initech.com today');
    await expect(output(page)).not.toContainText(/jsmith@initech\.com/i);
  });

  test('a value found by its context is listed with its rule, the line it first occurs on and the words around it, as text', async ({ page }) => {
    await page.goto('/tool/');
    await run(page, 'Mask', FIREWALL_LOG);
    const keywordList = page.getByRole('list', { name: /Keyword Rules/ });
    const entry = keywordList.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Remove Hunter2!Spring24' }) });
    // Readable on the screen, no hover needed: the rule's name, the line, and the key before the value.
    const note = entry.locator('[data-context]');
    await expect(note).toBeVisible();
    await expect(note).toHaveText(/First on line 4: .*password=Hunter2!Spring24 tenant_name=/);
    await expect(entry).toContainText('Password');
    // A screen reader reads the same words, said to be the value's context.
    expect(await entry.evaluate((li) => li.textContent)).toMatch(/rule: Password, found by its context; First on line 4: /);
    // An address is known by its shape: no context note.
    await expect(patternList(page).getByRole('listitem').filter({ hasText: '52.94.236.248' }).locator('[data-context]')).toHaveCount(0);
  });

  test('the never-mask list: from an entry or typed, whole values in any case, every later run, kept for the tab unless remembered', async ({ page }) => {
    await page.goto('/tool/');
    await run(page, 'Mask', FIREWALL_LOG);
    const chart = page.getByRole('img', { name: /Detections by source/ });
    const before = Number(/Pattern (\d+)/.exec((await chart.getAttribute('aria-label')) ?? '')?.[1]);

    await page.getByRole('button', { name: 'Never mask api.initech.com' }).click();
    await expect(neverList(page)).toContainText('api.initech.com');
    await expect(output(page)).toContainText('host=api.initech.com client=');
    await expect(patternList(page)).not.toContainText('api.initech.com');
    await expect(chart).toHaveAttribute('aria-label', new RegExp(`Pattern ${before - 1}\\b`));

    await page.getByLabel('Value never to mask', { exact: true }).fill('  192.168.50.7 ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(output(page)).toContainText('peer=192.168.50.7 user=');
    // A later run on new text: allowed whole, in any case; a value that only contains one is still masked.
    await run(page, 'Replace', 'GET https://API.Initech.com/v1 from 192.168.50.7, mail ops@api.initech.com');
    await expect(output(page)).toContainText('GET https://API.Initech.com/v1 from 192.168.50.7, mail ');
    await expect(output(page)).not.toContainText('ops@api.initech.com');

    expect(await storedOnDevice(page)).not.toContain('initech');
    // Kept for the tab: a reload keeps the list; a new tab starts without it.
    await page.reload();
    await expect(neverList(page)).toContainText('api.initech.com');
    await page.getByRole('button', { name: 'Remove api.initech.com from the never-mask list' }).click();
    await page.getByRole('button', { name: 'Remove 192.168.50.7 from the never-mask list' }).click();
    const other = await page.context().newPage();
    await other.goto('/tool/');
    await expect(other.getByRole('heading', { name: 'Never mask' })).toBeVisible();
    await expect(other.getByRole('list', { name: 'Values never masked' })).toHaveCount(0);
    await other.close();

    await page.getByLabel('Value never to mask', { exact: true }).fill('status.example.org');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Remember on this device' }).check();
    await expect(page.getByText(/Your never-mask values are saved in this browser on this device/)).toBeVisible();
    await page.reload();
    await expect(neverList(page)).toContainText('status.example.org');
    await page.getByRole('button', { name: 'Remove status.example.org from the never-mask list' }).click();
    await expect(neverList(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Forget saved never-mask values' }).click();
    expect(await storedOnDevice(page)).not.toContain('example.org');
  });

  test('the Rules panel: switches by keyboard re-run the output in its mode, are remembered, and All on resets', async ({ page }) => {
    await page.goto('/tool/');
    await run(page, 'Mask', FIREWALL_LOG);
    await expect(output(page)).toContainText('password=[Masked Password 1]');
    const toggle = page.getByRole('button', { name: 'Show rule switches' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Hide rule switches' })).toHaveAttribute('aria-expanded', 'true');

    const uuids = page.getByRole('switch', { name: 'UUIDs' });
    await expect(uuids).toBeChecked();
    await uuids.focus();
    await page.keyboard.press('Space');
    await expect(uuids).not.toBeChecked();
    await expect(output(page)).toContainText('request_id=6f1c2a7e-3b4d-4c8e-9f10-2a3b4c5d6e7f');
    await expect(output(page)).toContainText('[Masked Email 1]'); // still Mask mode

    await run(page, 'Replace');
    await page.getByRole('switch', { name: 'Password' }).click();
    await expect(output(page)).toContainText('password=Hunter2!Spring24');
    await expect(output(page)).not.toContainText('[Masked');

    const stored = await page.evaluate(() => window.localStorage.getItem('pastesafe.ruleSwitches.v1'));
    expect(JSON.parse(stored ?? '[]').sort()).toEqual(['keyword:password', 'pattern:identifiers']);
    await page.reload();
    await page.getByRole('button', { name: 'Show rule switches' }).click();
    await expect(page.getByRole('switch', { name: 'UUIDs' })).not.toBeChecked();
    await run(page, 'Mask', FIREWALL_LOG);
    await expect(output(page)).toContainText('password=Hunter2!Spring24');
    await page.getByRole('button', { name: 'All on' }).click();
    await expect(output(page)).toContainText('password=[Masked Password 1]');
    await expect(output(page)).not.toContainText('6f1c2a7e-3b4d-4c8e-9f10-2a3b4c5d6e7f');
  });

  test('Email addresses off leaves an address whole, domain included, and still masks a domain on its own', async ({ page }) => {
    await page.goto('/tool/');
    await run(page, 'Mask', 'login alice@initech.com from mail.initech.com');
    await expect(output(page)).toContainText('login [Masked Email 1] from [Masked Domain 1]');
    await expect(page.getByText(/with Email addresses off, alice@example\.com stays as written, its domain too/)).toBeVisible();
    await page.getByRole('button', { name: 'Show rule switches' }).click();
    await page.getByRole('switch', { name: 'Email addresses' }).click();
    await expect(output(page)).toContainText('login alice@initech.com from [Masked Domain 1]');
  });

  test('custom rules last for the tab unless remembered; nothing pasted or produced is stored', async ({ page }) => {
    await page.goto('/tool/');
    await page.getByLabel('Text to mask', { exact: true }).fill(CUSTOM_VALUE);
    await page.getByLabel('Category', { exact: true }).selectOption('Business Information');
    await page.getByLabel('Subcategory', { exact: true }).selectOption('Company Name');
    await page.getByRole('button', { name: 'Add Rule' }).click();
    await expect(page.getByText(/Your rules are kept for this browser tab only/)).toBeVisible();
    await run(page, 'Mask', FIREWALL_LOG);
    await expect(output(page)).toContainText('[Masked Company Name 1]');
    // Nothing pasted or produced anywhere; the rule itself nowhere that outlives the tab.
    const everywhere = await storedEverywhere(page);
    for (const value of ['jsmith@initech.com', '10.12.4.21', '[Masked']) expect(everywhere).not.toContain(value);
    let stored = await storedOnDevice(page);
    expect(stored).not.toContain(CUSTOM_VALUE);

    // Leaving /tool for the docs and coming back in the same tab keeps them (both are full page loads).
    await page.goto('/docs/custom-rules/');
    await page.goto('/tool/');
    await expect(page.getByRole('list', { name: 'Custom rules in use' })).toContainText(CUSTOM_VALUE);
    await expect(page.getByLabel('Input', { exact: true })).toHaveValue('');
    // A new tab starts without them.
    const other = await page.context().newPage();
    await other.goto('/tool/');
    await expect(other.getByRole('heading', { name: 'Custom rules' })).toBeVisible();
    await expect(other.getByRole('list', { name: 'Custom rules in use' })).toHaveCount(0);
    await other.close();
    await page.getByRole('button', { name: `Remove rule ${CUSTOM_VALUE}` }).click();

    await page.getByLabel('Text to mask', { exact: true }).fill(CUSTOM_VALUE);
    await page.getByLabel('Category', { exact: true }).selectOption('Custom Rule');
    await page.getByRole('button', { name: 'Add Rule' }).click();
    await page.getByRole('checkbox', { name: 'Remember my rules on this device' }).check();
    stored = await storedOnDevice(page);
    expect(stored).toContain(CUSTOM_VALUE);
    // Remembered: a new tab finds them, ticked.
    const next = await page.context().newPage();
    await next.goto('/tool/');
    await expect(next.getByRole('list', { name: 'Custom rules in use' })).toContainText(CUSTOM_VALUE);
    await next.close();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Custom rules in use' })).toContainText(CUSTOM_VALUE);
    await expect(page.getByRole('checkbox', { name: 'Remember my rules on this device' })).toBeChecked();
    await page.getByRole('button', { name: 'Forget saved rules' }).click();
    await expect(page.getByRole('list', { name: 'Custom rules in use' })).toHaveCount(0);
    expect(await storedEverywhere(page)).not.toContain(CUSTOM_VALUE);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Custom rules in use' })).toHaveCount(0);
    const later = await page.context().newPage();
    await later.goto('/tool/');
    await expect(later.getByRole('heading', { name: 'Custom rules' })).toBeVisible();
    await expect(later.getByRole('list', { name: 'Custom rules in use' })).toHaveCount(0);
    await later.close();
  });
});

test.describe('/tool consent banner', () => {
  for (const [width, height] of [[1280, 900], [360, 740]]) {
    test(`a fresh visitor sees the banner, which says nothing is loaded in this build and covers no tool control (${width}×${height})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/tool/');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('loads no analytics and no ads, whether you accept or reject');
      const box = (await banner.boundingBox())!;
      for (const control of [page.getByLabel('Input', { exact: true }), page.getByRole('button', { name: 'Mask', exact: true }), page.getByRole('button', { name: 'Replace', exact: true })]) {
        // At every scroll position the control is reached at: nothing lies on top of it.
        await control.scrollIntoViewIfNeeded();
        const own = (await control.boundingBox())!;
        const hit = await control.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const at = document.elementFromPoint(r.left + Math.min(8, r.width / 2), r.top + Math.min(8, r.height / 2));
          return at === el || el.contains(at);
        });
        expect(hit).toBe(true);
        const banner2 = (await banner.boundingBox())!;
        const overlaps = own.x < banner2.x + banner2.width && banner2.x < own.x + own.width && own.y < banner2.y + banner2.height && banner2.y < own.y + own.height;
        expect(overlaps).toBe(false);
      }
      expect(box.height).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/banner-${width}-light.png` });
      await page.getByRole('button', { name: 'Reject' }).click();
      await expect(banner).toHaveCount(0);
    });
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no WCAG A/AA violations with every panel of the tool open (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/tool/'); // fresh visitor: the banner is open too
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await page.getByLabel('Text to mask', { exact: true }).fill(CUSTOM_VALUE);
    await page.getByLabel('Category', { exact: true }).selectOption('Business Information');
    await page.getByLabel('Subcategory', { exact: true }).selectOption('Company Name');
    await page.getByRole('button', { name: 'Add Rule' }).click();
    await run(page, 'Mask', FIREWALL_LOG);
    await page.getByRole('button', { name: 'Never mask api.initech.com' }).click();
    await expect(page.getByRole('list', { name: 'Values never masked' })).toContainText('api.initech.com');
    await page.getByRole('button', { name: 'Show rule switches' }).click();
    await page.getByRole('switch', { name: 'UUIDs' }).click();
    await page.getByLabel('Text to restore', { exact: true }).fill('Check [masked email 1] and [Masked Email 42].');
    await expect(page.getByRole('region', { name: 'Restored text' })).toContainText('jsmith@initech.com');
    await page.waitForTimeout(400); // chart animation
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
}

// Screenshots of the review step, the never-mask list and the Rules panel, for a person to look at.
for (const width of [1280, 360]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`screenshots of the review step at ${width}px (${colorScheme})`, async ({ page }) => {
      await answeredBanner(page);
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.goto('/tool/');
      await run(page, 'Mask', FIREWALL_LOG);
      await page.getByRole('button', { name: 'Never mask api.initech.com' }).click();
      await page.getByLabel('Value never to mask', { exact: true }).fill('status.example.org');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('button', { name: 'Show rule switches' }).click();
      await page.getByRole('switch', { name: 'UUIDs' }).click();
      await expect(output(page)).toContainText('6f1c2a7e-3b4d-4c8e-9f10-2a3b4c5d6e7f');
      await page.waitForTimeout(400);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
      // Clipped from the full page, so the site's fixed header never lies over a panel.
      const shot = async (name: string, heading: string) => {
        const section = page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) }).first();
        const box = await section.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height };
        });
        await page.screenshot({ path: `${SHOTS}/${name}-${width}-${colorScheme}.png`, fullPage: true, clip: box });
      };
      await shot('review', 'Rules Distribution');
      await shot('never-mask', 'Never mask');
      await shot('rules', 'Rules');
    });
  }
}
