// What the tool says about its own state matches the screen: "Copied!" belongs to the output that was copied.
import { expect, test } from '@playwright/test';
import { FIREWALL_LOG } from './tool-fixtures';

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'rejected'));
});

test('"Copied!" goes back to "Copy" as soon as the output changes (× on an entry, or a new run)', async ({ page }) => {
  await page.goto('/tool/');
  await page.getByLabel('Input', { exact: true }).fill(FIREWALL_LOG);
  await page.getByRole('button', { name: 'Mask', exact: true }).click();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove jsmith@initech.com' }).click();
  // Well inside the 1.5 s the label would otherwise last.
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 1000 });

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await page.getByRole('button', { name: 'Replace', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 1000 });
});
