/** @jest-environment node */
// The docs screenshots show the current tool: `npm run screenshots` records the hash of the sources they show
// (scripts/screenshot-sources.mjs); a change to /tool's page, components or the texts typed in fails here until
// the screenshots are taken again.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { screenshotSources, SOURCES_MANIFEST } from '@/scripts/screenshot-sources.mjs';

test('the docs screenshots were taken from the tool as it is now (run npm run screenshots after changing it)', () => {
  const recorded = JSON.parse(readFileSync(SOURCES_MANIFEST, 'utf8')) as { sha256: string; files: string[] };
  const now = screenshotSources();
  expect(now.files).toEqual(recorded.files);
  expect(now.sha256).toBe(recorded.sha256);
});

test('the hash changes when a file the screenshots show changes', () => {
  const now = screenshotSources();
  expect(now.files).toEqual(expect.arrayContaining(['components/tool/RulesDistribution.tsx', 'app/tool/page.tsx', 'e2e/tool-fixtures.ts']));
  // A copy of those files with one character changed in one of them hashes differently.
  const copy = mkdtempSync(join(tmpdir(), 'screenshot-sources-'));
  try {
    for (const file of now.files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      copyFileSync(file, join(copy, file));
    }
    expect(screenshotSources(copy).sha256).toBe(now.sha256);
    const changed = join(copy, 'components/tool/RulesDistribution.tsx');
    writeFileSync(changed, readFileSync(changed, 'utf8').replace('distinct', 'Distinct'));
    expect(screenshotSources(copy).sha256).not.toBe(now.sha256);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
