// The Custom rules panel in a browser: Add Rule says what is missing at the field, and the chips of added
// rules read well.
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'rejected'));
});

test('Add Rule with text but no category says, at the Category field, that a category is missing', async ({ page }) => {
  await page.goto('/tool/');
  await page.getByLabel('Text to mask', { exact: true }).fill('Initech');
  await page.getByRole('button', { name: 'Add Rule' }).click();
  const category = page.getByLabel('Category', { exact: true });
  await expect(category).toHaveAttribute('aria-invalid', 'true');
  await expect(category).toHaveAccessibleDescription('Choose a category for this rule.');
  await expect(page.getByText('Choose a category for this rule.')).toBeVisible();
  await expect(category).toBeFocused();
  await expect(page.getByRole('list', { name: 'Custom rules in use' })).toHaveCount(0);
  const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  await category.selectOption('Business Information');
  await expect(category).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Add Rule' }).click();
  await expect(page.getByRole('list', { name: 'Custom rules in use' })).toContainText('Initech');
});
