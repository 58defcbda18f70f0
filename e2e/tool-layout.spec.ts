import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CUSTOM_VALUE, FIREWALL_LOG } from './tool-fixtures';

// Screenshots land in test-results/tool-layout/ for review; the assertions are about layout that works.
for (const width of [1280, 360]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the tool fits a ${width}px viewport in ${colorScheme} mode`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme });
      await page.goto('/tool/');
      await page.getByLabel('Text to mask', { exact: true }).fill(CUSTOM_VALUE);
      await page.getByLabel('Category', { exact: true }).selectOption('Business Information');
      await page.getByLabel('Subcategory', { exact: true }).selectOption('Company Name');
      await page.getByRole('button', { name: 'Add Rule' }).click();
      await page.getByLabel('Input', { exact: true }).fill(FIREWALL_LOG);
      await page.getByRole('button', { name: 'Replace', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Output' })).toHaveAttribute('data-state', 'done');
      await expect(page.getByRole('img', { name: /Detections by source/ })).toBeVisible();
      await page.getByLabel('Text to restore', { exact: true }).fill('Please check [masked email 1] and [Masked Email 42].');
      await expect(page.getByRole('region', { name: 'Restored text' })).toContainText('Please check');
      await page.waitForTimeout(400); // chart animation

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'page scrolls sideways').toBeLessThanOrEqual(0);
      for (const name of ['Mask', 'Replace', 'Clear', 'Copy']) {
        const box = await page.getByRole('button', { name, exact: true }).boundingBox();
        expect(box, `${name} button is laid out`).not.toBeNull();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        expect(box!.height).toBeGreaterThanOrEqual(24);
      }
      await page.screenshot({ path: `test-results/tool-layout/tool-${width}-${colorScheme}.png`, fullPage: true });
      if (width < 600) {
        // Readable slices of the long narrow page.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0, part = 1; y < height; y += 900, part++) {
          await page.screenshot({ path: `test-results/tool-layout/tool-${width}-${colorScheme}-part${part}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(900, height - y) } });
        }
      }
    });
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no WCAG A/AA violations in the tool with a result (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/tool/');
    await page.getByLabel('Input', { exact: true }).fill(FIREWALL_LOG);
    await page.getByRole('button', { name: 'Mask', exact: true }).click();
    await expect(page.getByRole('img', { name: /Detections by source/ })).toBeVisible();
    await page.getByLabel('Text to restore', { exact: true }).fill('Check [masked email 1] and [Masked Email 42].');
    await expect(page.getByRole('region', { name: 'Restored text' })).toContainText('jsmith@initech.com');
    const results = await new AxeBuilder({ page }).include('main, body').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  });
}
