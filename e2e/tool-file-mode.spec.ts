import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// File mode: a generated 30 MB log opened in /tool is masked as a file; the download holds none of the
// values planted in it, and nothing of it leaves the browser.
const LINES = Number(process.env.FILE_MODE_LINES ?? 300_000);

function generatedLog(): { text: string; planted: string[] } {
  const planted = new Set<string>();
  const lines: string[] = [];
  for (let i = 0; i < LINES; i++) {
    const email = `user${i % 1499}.name@initech${i % 7}.com`;
    const ip = `10.${(i >> 8) & 255}.${i & 255}.${1 + (i % 250)}`;
    planted.add(email);
    planted.add(ip);
    lines.push(`2024-03-14T09:${String(i % 60).padStart(2, '0')}:07Z fw01 ACCEPT src=${ip}:51544 dst=52.94.236.248:443 user=${email} bytes=${i * 7}\n`);
  }
  return { text: lines.join(''), planted: [...planted] };
}

test('a 30 MB log opened in /tool is masked as a file and downloaded without its planted values', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const { text, planted } = generatedLog();
  expect(text.length).toBeGreaterThan(LINES * 100);
  const dir = mkdtempSync(join(tmpdir(), 'pastesafe-file-mode-'));
  const path = join(dir, 'firewall.log');
  writeFileSync(path, text);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  try {
    await page.goto('/tool/');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open file…' }).click();
    await (await chooser).setFiles(path);
    await expect(page.getByRole('heading', { name: 'File: firewall.log' })).toBeVisible();
    await expect(page.getByLabel('Input', { exact: true })).toBeHidden();

    await page.getByRole('button', { name: 'Mask file' }).click();
    const link = page.getByRole('link', { name: 'Download firewall.masked.log' });
    await expect(link).toBeVisible({ timeout: 240_000 });

    const preview = page.getByTestId('file-preview');
    await expect(preview).toContainText('fw01 ACCEPT src=[Masked Internal IPv4 1]:51544');
    expect((await preview.innerText()).trimEnd().split('\n').length).toBe(200);
    await expect(page.getByRole('heading', { name: 'Rules Distribution' })).toBeVisible();
    // A whole file's count, with its thousands marked.
    await expect(page.getByText(/^\d{1,3}(?:,\d{3})+ substitutions\./)).toBeVisible();

    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('firewall.masked.log');
    const masked = readFileSync((await download.path())!, 'utf8');
    // Numbers and short lists only: a failing diff of a 30 MB text would take the reporter minutes.
    expect(masked.split('\n').length).toBe(LINES + 1);
    // Every email- or IPv4-shaped token of the download, checked against the planted set (one pass).
    const plantedSet = new Set(planted);
    const left = [...new Set(masked.match(/[\w.+-]+@[\w.-]+|\b\d{1,3}(?:\.\d{1,3}){3}\b/g) ?? [])].filter((token) => plantedSet.has(token));
    expect(left.length, `planted values left, e.g. ${left.slice(0, 5).join(', ')}`).toBe(0);
    expect(masked.includes('fw01 ACCEPT src=[Masked Internal IPv4 1]:51544 dst=[Masked External IPv4 1]:443 user=[Masked Email 1]')).toBe(true);

    // Restore works with the file's session.
    await page.getByLabel('Text to restore').fill('Block [Masked Email 2] now.');
    await expect(page.getByRole('region', { name: 'Restored text' })).toHaveText('Block user1.name@initech1.com now.');

    for (const url of requests) expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the file is searched by a search worker, stopped when the job is cancelled and when it is done', async ({ page }) => {
  test.setTimeout(300_000);
  const { text } = generatedLog();
  const dir = mkdtempSync(join(tmpdir(), 'pastesafe-file-mode-'));
  const path = join(dir, 'firewall.log');
  writeFileSync(path, text);
  // Workers the masking worker starts show up as the page's workers too; the search workers are named.
  const searchWorkers: { closed: boolean }[] = [];
  page.on('worker', (worker) => {
    void worker.evaluate(() => self.name).then((name) => {
      if (name !== 'pastesafe-search') return;
      const seen = { closed: false };
      searchWorkers.push(seen);
      worker.on('close', () => (seen.closed = true));
    }, () => undefined);
  });
  try {
    await page.goto('/tool/');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open file…' }).click();
    await (await chooser).setFiles(path);

    await page.getByRole('button', { name: 'Mask file' }).click();
    await expect.poll(() => searchWorkers.length, { timeout: 60_000 }).toBe(1);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Cancelled: nothing was produced, and the session is as it was before.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Download / })).toHaveCount(0);
    await expect.poll(() => searchWorkers[0].closed).toBe(true);

    // A new run starts a new search worker, and stops it once the file is done.
    await page.getByRole('button', { name: 'Mask file' }).click();
    await expect(page.getByRole('link', { name: 'Download firewall.masked.log' })).toBeVisible({ timeout: 240_000 });
    await expect(page.getByTestId('file-preview')).toContainText('fw01 ACCEPT src=[Masked Internal IPv4 1]:51544');
    expect(searchWorkers).toHaveLength(2);
    await expect.poll(() => searchWorkers[1].closed).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a value that stands bare before its context, megabytes earlier, is masked in file mode too', async ({ page }) => {
  test.setTimeout(180_000);
  const filler = Array.from({ length: 60_000 }, (_, i) => `step ${i} of the nightly build finished in ${i % 97} ms\n`).join('');
  const text = `backup copied to the share by kvothe\n${filler}sshd: session opened for user=kvothe\n`;
  expect(text.length).toBeGreaterThan(2_500_000);
  const dir = mkdtempSync(join(tmpdir(), 'pastesafe-file-mode-'));
  const path = join(dir, 'late-context.log');
  writeFileSync(path, text);
  try {
    await page.goto('/tool/');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open file…' }).click();
    await (await chooser).setFiles(path);
    await page.getByRole('button', { name: 'Mask file' }).click();
    const link = page.getByRole('link', { name: 'Download late-context.masked.log' });
    await expect(link).toBeVisible({ timeout: 150_000 });
    await expect(page.getByTestId('file-preview')).toContainText('backup copied to the share by [Masked User 1]');
    const downloading = page.waitForEvent('download');
    await link.click();
    const masked = readFileSync((await (await downloading).path())!, 'utf8');
    expect(masked.includes('kvothe')).toBe(false);
    expect(masked.endsWith('sshd: session opened for user=[Masked User 1]\n')).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
