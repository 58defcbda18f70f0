// Every file opened or dropped into /tool gets the same text check: a small PNG is refused with a clear
// error at the input, never shown as garbage text that could be masked and copied.
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 32×32 RGB PNG, a gradient: a few hundred bytes. */
function generatedPng(): Buffer {
  const size = 32;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) rows.set([x * 8, y * 8, 128], y * (1 + size * 3) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const input = (page: Page) => page.getByLabel('Input', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'rejected'));
});

test('a small PNG opened with Open file… is refused with a clear error, and the input stays as it was', async ({ page }) => {
  const png = generatedPng();
  expect(png.length).toBeLessThan(4096);
  await page.goto('/tool/');
  await input(page).fill('my own text');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open file…' }).click();
  await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('alert').filter({ hasText: 'photo.png is not a text file' })).toBeVisible();
  await expect(input(page)).toHaveValue('my own text');
  await expect(page.getByText(/Opened photo\.png/)).toHaveCount(0);
});

test('a small PNG dropped on the input is refused the same way; a text file dropped after it opens', async ({ page }) => {
  await page.goto('/tool/');
  const drop = async (name: string, base64: string, type: string) => {
    const transfer = await page.evaluateHandle(({ name, base64, type }) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type }));
      return data;
    }, { name, base64, type });
    await input(page).dispatchEvent('drop', { dataTransfer: transfer });
  };
  await drop('photo.png', generatedPng().toString('base64'), 'image/png');
  await expect(page.getByRole('alert').filter({ hasText: 'photo.png is not a text file' })).toBeVisible();
  await expect(input(page)).toHaveValue('');

  await drop('auth.log', Buffer.from('login ok user=alice@initech.com\n').toString('base64'), 'text/plain');
  await expect(input(page)).toHaveValue('login ok user=alice@initech.com\n');
  await expect(page.getByRole('alert').filter({ hasText: 'photo.png' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Opened auth.log' })).toBeVisible();
});
