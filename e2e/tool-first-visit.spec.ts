// /tool on a first visit (no consent choice yet, so the banner shows): nothing moves once painted, and on a
// phone the input is on the first screen and the result is brought into view after Mask.
import { expect, test, type Page } from '@playwright/test';
import { FIREWALL_LOG } from './tool-fixtures';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** Sums every layout shift not caused by input, from the first paint on (buffered entries included). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName))),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);

for (const viewport of VIEWPORTS) {
  test(`first visit at ${viewport.width}×${viewport.height}: the banner shows and the layout does not shift (CLS < 0.05)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await watchLayoutShifts(page);
    const errors: string[] = [];
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/tool/');
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); // hydration, the chart's idle preload, fonts
    const shifts = await layoutShifts(page);
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    console.log(`CLS of /tool at ${viewport.width}×${viewport.height} with the banner: ${cls.toFixed(4)} ${JSON.stringify(shifts)}`);
    expect(cls).toBeLessThan(0.05);
    expect(errors, 'hydration and script errors').toEqual([]);
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });

  test(`returning visit at ${viewport.width}×${viewport.height}: no banner and no shift`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'rejected'));
    await watchLayoutShifts(page);
    await page.goto('/tool/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    const cls = (await layoutShifts(page)).reduce((sum, s) => sum + s.value, 0);
    console.log(`CLS of /tool at ${viewport.width}×${viewport.height} without the banner: ${cls.toFixed(4)}`);
    expect(cls).toBeLessThan(0.05);
  });
}

test('phone 390×844, banner shown: the Input box starts on the first screen; after Mask the result is in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' }); // the scroll to the result is then instant
  await page.goto('/tool/');
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const input = page.getByLabel('Input', { exact: true });
  const top = await input.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  console.log(`Input box top at 390×844 with the banner: ${Math.round(top)} px`);
  expect(top).toBeLessThan(844);

  await input.fill(FIREWALL_LOG);
  await page.getByRole('button', { name: 'Mask', exact: true }).click();
  const result = page.getByTestId('output-text');
  await expect(result).toContainText('[Masked Email 1]');
  await expect(result).toBeInViewport({ ratio: 0.3 });
  // The Output heading (and its Copy button) is not under the site's sticky top bar.
  const heading = page.getByRole('heading', { name: 'Output', exact: true });
  await expect(heading).toBeInViewport();
  const uncovered = await heading.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });
  expect(uncovered).toBe(true);
});

test('desktop 1280×900, banner shown: Mask and Replace are on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tool/');
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  for (const name of ['Mask', 'Replace']) {
    const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.y + box.height, `${name} ends within the first 900 px`).toBeLessThanOrEqual(900);
  }
});
