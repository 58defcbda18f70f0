// What the docs screenshots show: /tool's page and components and the texts the screenshots script types in.
// `npm run screenshots` writes a hash of these files beside the PNGs (public/docs/screenshots/sources.json);
// __tests__/site/screenshots-fresh.test.ts fails when the files no longer match it, so a change to the tool
// cannot leave older pictures in the docs without a failing test.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const SCREENSHOT_SOURCES = ['app/tool', 'components/tool', 'e2e/tool-fixtures.ts'];
export const SOURCES_MANIFEST = 'public/docs/screenshots/sources.json';

function filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full).sort().flatMap((name) => filesUnder(root, path.posix.join(relative, name)));
}

/** The files the screenshots show, and one SHA-256 over their paths and contents (line ends normalised). */
export function screenshotSources(root = process.cwd()) {
  const files = SCREENSHOT_SOURCES.flatMap((relative) => filesUnder(root, relative)).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\n${readFileSync(path.join(root, file), 'utf8').replace(/\r\n/g, '\n')}\n`);
  return { files, sha256: hash.digest('hex') };
}
