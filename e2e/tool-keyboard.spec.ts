// /tool by keyboard: the output is one tab stop, a skip link leads to the review list, and acting on an
// entry (×, Never mask, a list's remove button) keeps focus in the list.
import { expect, test, type Page } from '@playwright/test';
import { sshdLog } from './tool-fixtures';

const output = (page: Page) => page.getByRole('region', { name: 'Output' });

/** A visitor who already answered the consent banner. */
async function answeredBanner(page: Page) {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('cookieConsent')) window.localStorage.setItem('cookieConsent', 'rejected');
  });
}

/** What has focus: its accessible name as the test reads it. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}:${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}`;
  });

const isReviewAction = (name: string) => /^button:(Never mask |Remove )/.test(name);

async function maskSshdLog(page: Page) {
  await page.goto('/tool/');
  await page.getByLabel('Input', { exact: true }).fill(sshdLog(400));
  await page.getByRole('button', { name: 'Mask', exact: true }).click();
  await expect(output(page)).toHaveAttribute('data-state', 'done');
  await expect(page.getByRole('list', { name: /Pattern Rules|Keyword Rules/ }).first()).toBeVisible();
}

test.describe('/tool by keyboard', () => {
  test.beforeEach(async ({ page }) => answeredBanner(page));

  test('on a 400-line sshd log, the first review action is at most 10 Tab presses from the input', async ({ page }) => {
    await maskSshdLog(page);
    const marks = await output(page).locator('mark').count();
    expect(marks, 'the output shows many highlighted values').toBeGreaterThan(50);
    await page.getByLabel('Input', { exact: true }).focus();
    const path: string[] = [];
    for (let presses = 1; presses <= 30; presses++) {
      await page.keyboard.press('Tab');
      const name = await focusedName(page);
      path.push(name);
      if (isReviewAction(name)) break;
    }
    console.log(`Tab presses from the input to the first review action: ${path.length} (${path.join(' → ')})`);
    expect(isReviewAction(path.at(-1)!), `no review action within 30 presses: ${path.join(' → ')}`).toBe(true);
    expect(path.length).toBeLessThanOrEqual(10);
  });

  test('a skip link before the output leads to the review list', async ({ page }) => {
    await maskSshdLog(page);
    const skip = page.getByRole('link', { name: 'Skip to the review list' });
    await skip.focus();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Rules Distribution' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(isReviewAction(await focusedName(page))).toBe(true);
  });

  test('each review entry shows the name of its rule without hover', async ({ page }) => {
    await page.goto('/tool/');
    await page.getByLabel('Input', { exact: true }).fill('mail jsmith@initech.com from 10.12.4.21');
    await page.getByRole('button', { name: 'Replace', exact: true }).click();
    const entry = page.getByRole('list', { name: /Pattern Rules/ }).getByRole('listitem').filter({ hasText: 'jsmith@initech.com' });
    await expect(entry).toContainText('Email');
  });
});
