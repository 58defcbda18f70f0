// /tool by keyboard: the output is one tab stop, a skip link leads to the review list, and acting on an
// entry (×, Never mask, a list's remove button) keeps focus in the list.
import { expect, test, type Page } from '@playwright/test';
import { FIREWALL_LOG, sshdLog } from './tool-fixtures';

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

test.describe('/tool focus after acting on an entry', () => {
  test.beforeEach(async ({ page }) => answeredBanner(page));

  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { body: !el || el === document.body, label: el?.getAttribute('aria-label') ?? el?.textContent ?? '', list: el?.closest('ul')?.getAttribute('aria-label') ?? el?.closest('ul')?.getAttribute('aria-labelledby') ?? '' };
    });

  test('Enter on × and on Never mask moves focus to the next entry, never to the page body', async ({ page }) => {
    await page.goto('/tool/');
    await page.getByLabel('Input', { exact: true }).fill(FIREWALL_LOG);
    await page.getByRole('button', { name: 'Mask', exact: true }).click();
    await expect(output(page)).toHaveAttribute('data-state', 'done');
    const pattern = page.getByRole('list', { name: /Pattern Rules/ });
    const removeButtons = pattern.getByRole('button', { name: /^Remove / });
    const neverButtons = pattern.getByRole('button', { name: /^Never mask / });
    const firstValue = (await removeButtons.first().getAttribute('aria-label'))!.replace(/^Remove /, '');
    const secondLabel = await removeButtons.nth(1).getAttribute('aria-label');

    await removeButtons.first().focus();
    await page.keyboard.press('Enter');
    await expect(pattern).not.toContainText(firstValue);
    await expect(page.getByRole('button', { name: secondLabel!, exact: true })).toBeFocused();

    const neverLabel = (await neverButtons.first().getAttribute('aria-label'))!;
    await neverButtons.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Values never masked' })).toContainText(neverLabel.replace(/^Never mask /, ''));
    // The re-run (Never mask runs Mask again) may reorder the list: focus is on an entry's Never mask in it.
    await expect(pattern.getByRole('button', { name: /^Never mask / }).and(page.locator(':focus'))).toHaveCount(1);
    expect(await focused(page)).toMatchObject({ body: false, label: expect.stringMatching(/^Never mask /) });
  });

  test("Enter on a list's remove button keeps focus in that list (or on its heading once empty)", async ({ page }) => {
    await page.goto('/tool/');
    const never = page.getByLabel('Value never to mask', { exact: true });
    for (const value of ['status.example.org', 'build.example.org']) {
      await never.fill(value);
      await never.press('Enter');
    }
    await page.getByRole('button', { name: 'Remove status.example.org from the never-mask list' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove build.example.org from the never-mask list' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Never mask', exact: true })).toBeFocused();

    for (const value of ['Initrode', 'Falcon Payments']) {
      await page.getByLabel('Text to mask', { exact: true }).fill(value);
      await page.getByLabel('Category', { exact: true }).selectOption('Business Information');
      await page.getByRole('button', { name: 'Add Rule' }).click();
    }
    await page.getByRole('button', { name: 'Remove rule Initrode' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove rule Falcon Payments' })).toBeFocused();
  });

  test('the focus ring of × is not clipped by the scrolling list', async ({ page }) => {
    await page.goto('/tool/');
    await page.getByLabel('Input', { exact: true }).fill(FIREWALL_LOG);
    await page.getByRole('button', { name: 'Mask', exact: true }).click();
    const remove = page.getByRole('list', { name: /Pattern Rules/ }).getByRole('button', { name: /^Remove / }).first();
    await remove.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab'); // keyboard focus, so :focus-visible draws the ring
    await expect(remove).toBeFocused();
    const room = await remove.evaluate((button) => {
      const style = getComputedStyle(button);
      const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const box = button.getBoundingClientRect();
      const list = button.closest('ul')!;
      const outer = list.getBoundingClientRect();
      const inner = { left: outer.left + list.clientLeft, right: outer.left + list.clientLeft + list.clientWidth, top: outer.top + list.clientTop };
      return { ring, left: box.left - ring - inner.left, right: inner.right - (box.right + ring), top: box.top - ring - inner.top };
    });
    expect(room.ring).toBeGreaterThan(0);
    expect(room.left).toBeGreaterThanOrEqual(0);
    expect(room.right).toBeGreaterThanOrEqual(0);
    expect(room.top).toBeGreaterThanOrEqual(0);
  });
});
