// Bundles the `pastesafe` command line (cli/main.ts with the masking engine and its dependencies) into
// one JavaScript file, dist/pastesafe.cjs, so it runs on Node 20 with nothing else. `npm install` and
// `npm ci` run this through the `prepare` script; dist/ is not committed.
// With --publish (the site build's `prebuild`), the same bytes are copied to public/pastesafe.cjs, with
// public/pastesafe.cjs.sha256 beside it, so the site serves the CLI of the very source it was built from;
// the Command Line docs page shows the digest of that file (lib/cli-download.ts).
import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const outfile = 'dist/pastesafe.cjs';

await build({
  entryPoints: ['cli/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  banner: { js: '#!/usr/bin/env node' },
  define: { PASTESAFE_VERSION: JSON.stringify(version) },
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  legalComments: 'none',
});
chmodSync(outfile, 0o755);
if (!process.argv.includes('--quiet')) console.log(`[build-cli] ${outfile}`);

if (process.argv.includes('--publish')) {
  const published = 'public/pastesafe.cjs';
  copyFileSync(outfile, published);
  const digest = createHash('sha256').update(readFileSync(published)).digest('hex');
  // The format `sha256sum -c` and `shasum -a 256 -c` read.
  writeFileSync(`${published}.sha256`, `${digest}  pastesafe.cjs\n`);
  console.log(`[build-cli] ${published} (sha256 ${digest})`);
}
