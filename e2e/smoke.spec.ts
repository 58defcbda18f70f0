import { test, expect } from '@playwright/test';

test('the home page renders its heading', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mask sensitive data before you paste it into AI');
});
