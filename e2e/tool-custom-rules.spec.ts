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

for (const width of [390, 1280]) {
  test(`custom-rule chips wrap names between words, never inside one (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/tool/');
    for (const [value, category, sub] of [
      ['Initech', 'Business Information', 'Company Name'],
      ['Initech Global Holdings International', 'Business Information', 'Company Name'],
      ['ledger-prod', 'Network Identifiers', 'Domain'],
    ]) {
      await page.getByLabel('Text to mask', { exact: true }).fill(value);
      await page.getByLabel('Category', { exact: true }).selectOption(category);
      await page.getByLabel('Subcategory', { exact: true }).selectOption(sub);
      await page.getByRole('button', { name: 'Add Rule' }).click();
    }
    const chips = page.getByRole('list', { name: 'Custom rules in use' }).getByRole('listitem');
    await expect(chips).toHaveCount(3);
    // Where a chip's text moves to a new line, a space must be beside the break.
    const midWordBreaks = await chips.evaluateAll((items) =>
      items.flatMap((item) => {
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        const breaks: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          let lastTop: number | null = null;
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getBoundingClientRect();
            if (rect.width === 0) continue;
            if (lastTop !== null && rect.top > lastTop + 2 && text[i - 1] !== ' ' && text[i] !== ' ' && /\w/.test(text[i - 1]) && /\w/.test(text[i])) {
              breaks.push(`${text.slice(0, i)} / ${text.slice(i)}`);
            }
            lastTop = rect.top;
          }
        }
        return breaks;
      }),
    );
    expect(midWordBreaks).toEqual([]);
  });
}
