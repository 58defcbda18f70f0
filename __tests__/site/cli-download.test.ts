/** @jest-environment node */
// The Command Line page's download block: described from the bytes of the file the site serves.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertCliDownload, servedCli } from '@/lib/cli-download';
import { getDoc } from '@/lib/content';

const root = mkdtempSync(join(tmpdir(), 'cli-download-'));
const publicDir = join(root, 'public');
mkdirSync(publicDir);
writeFileSync(join(root, 'package.json'), JSON.stringify({ version: '9.8.7' }));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('the block shows the SHA-256 and size of the served file and the version it was built as', () => {
  const bytes = Buffer.from('#!/usr/bin/env node\nconsole.log(1)\n'.repeat(100));
  writeFileSync(join(publicDir, 'pastesafe.cjs'), bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  expect(servedCli(publicDir)).toEqual({ version: '9.8.7', bytes: bytes.length, sha256 });
  const html = insertCliDownload('<h2>Install</h2>\n<!-- cli-download -->\n<p>next</p>', publicDir);
  expect(html).not.toContain('<!-- cli-download');
  expect(html).toContain(`<code class="cli-sha256">${sha256}</code>`);
  expect(html).toContain('<a href="/pastesafe.cjs" download>Download pastesafe.cjs</a> (pastesafe 9.8.7, 3 KB,');
  expect(html).toContain('<a href="/pastesafe.cjs.sha256" download>');
});

test('before the site is built, the block says where the download comes from instead of showing a stale one', () => {
  rmSync(join(publicDir, 'pastesafe.cjs'), { force: true });
  expect(servedCli(publicDir)).toBeNull();
  expect(insertCliDownload('<!-- cli-download -->', publicDir)).toContain('when the site is built');
});

test('the real Command Line page carries the marker, replaced', async () => {
  const doc = await getDoc(['command-line']);
  expect(doc?.title).toBe('Command Line');
  expect(doc?.html).toMatch(/class="cli-download/);
  expect(doc?.html).not.toContain('<!-- cli-download');
});
