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

test('Mask keeps the line break after a private key body: END stays on its own line', async ({ page }) => {
  await page.goto('/tool/');
  const key = ['-----BEGIN RSA PRIVATE KEY-----', 'MIIEowIBAAKCAQEAx7kP2qR9sT4vW1zA8bC3dE6fG0hJ5mN2pQ4rS7tU9vW1xY3z', 'A5bC7dE9fG1hJ3kL5mN7pQ9rS1tU3vW5xY7zA9bC1dE3fG5hJ7kL9mN1pQ3rS5t==', '-----END RSA PRIVATE KEY-----', 'done'].join('\n');
  await page.getByLabel('Input', { exact: true }).fill(key);
  await page.getByRole('button', { name: 'Mask', exact: true }).click();
  const text = await page.getByTestId('output-text').evaluate((el) => el.textContent);
  expect(text).toBe('-----BEGIN RSA PRIVATE KEY-----\n[Masked Private Key 1]\n-----END RSA PRIVATE KEY-----\ndone');
});

test('a custom value gets one number in Mask and in Replace in one session', async ({ page }) => {
  await page.goto('/tool/');
  await page.getByLabel('Text to mask', { exact: true }).fill('Initech');
  await page.getByLabel('Category', { exact: true }).selectOption('Custom Rule');
  await page.getByRole('button', { name: 'Add Rule' }).click();
  await page.getByLabel('Input', { exact: true }).fill('client Initech renewed');
  const output = page.getByTestId('output-text');
  await page.getByRole('button', { name: 'Mask', exact: true }).click();
  await expect(output).toHaveText('client [Masked Custom Rule 1] renewed');
  await page.getByRole('button', { name: 'Replace', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Output' })).toHaveAttribute('data-state', 'done');
  await expect(output).toHaveText('client [Masked Custom Rule 1] renewed');
});
