// The download of the `pastesafe` command line on the Command Line docs page: the file the site serves
// (public/pastesafe.cjs, copied there from the fresh bundle by the build's prebuild step, see
// scripts/build-cli.mjs --publish), described from its own bytes at build time, so the digest shown can
// never be another file's.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const MARKER = /<!--\s*cli-download\s*-->/g;
export const CLI_FILE = 'pastesafe.cjs';

export interface CliFile {
  version: string;
  bytes: number;
  sha256: string;
}

/**
 * The served file's size and SHA-256, and the version it was built as (package.json's, which
 * scripts/build-cli.mjs writes into it), or null when the site has not been built yet (jest, `next dev`).
 */
export function servedCli(publicDir: string, packageJson = path.join(publicDir, '..', 'package.json')): CliFile | null {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path.join(publicDir, CLI_FILE));
  } catch {
    return null;
  }
  const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string };
  return { version, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export function cliDownloadHtml(file: CliFile | null): string {
  if (!file) return '<p class="cli-download">The download appears here when the site is built (<code>npm run build</code>).</p>';
  const size = `${Math.round(file.bytes / 1024).toLocaleString('en-US')} KB`;
  return (
    `<div class="cli-download card"><p><a href="/${CLI_FILE}" download>Download ${CLI_FILE}</a> ` +
    `(pastesafe ${file.version.replace(/[^\w.+-]/g, '')}, ${size}, one JavaScript file; it needs Node.js 20 or later and nothing else)</p>` +
    `<p>SHA-256: <code class="cli-sha256">${file.sha256}</code> ` +
    `(also in <a href="/${CLI_FILE}.sha256" download>${CLI_FILE}.sha256</a>)</p></div>`
  );
}

/** Replaces each `<!-- cli-download -->` marker with the download block. */
export function insertCliDownload(html: string, publicDir: string | undefined): string {
  if (!MARKER.test(html)) return html;
  MARKER.lastIndex = 0;
  const block = cliDownloadHtml(publicDir ? servedCli(publicDir) : null);
  return html.replace(MARKER, () => block);
}
