import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { sitemapPaths } from './site-helpers';

const WCAG = ['wcag2a', 'wcag2aa'];

async function violations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('no WCAG 2 A/AA violations on any route in the sitemap, in light and dark colour schemes', async ({ page }) => {
  test.setTimeout(240_000);
  const paths = await sitemapPaths(page);
  expect(paths.length).toBeGreaterThanOrEqual(24);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of paths) {
      await page.goto(path);
      expect(await violations(page), `${scheme} ${path}`).toEqual([]);
    }
  }
});

test('no violations on the 404 page, the open mobile menu, an open FAQ entry and an enlarged doc image', async ({ page }) => {
  await page.goto('/no-such-page/');
  expect(await violations(page), '404').toEqual([]);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  expect(await violations(page), 'mobile menu').toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/faq/');
  await page.locator('main details summary').first().click();
  expect(await violations(page), 'faq open').toEqual([]);

  await page.goto('/docs/getting-started/');
  await page.locator('button[data-zoomable]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page), 'overlay').toEqual([]);
});
