// Bundles the `pastesafe` command line (cli/main.ts with the masking engine and its dependencies) into
// one JavaScript file, dist/pastesafe.cjs, so it runs on Node 20 with nothing else. `npm install` and
// `npm ci` run this through the `prepare` script; dist/ is not committed.
import { chmodSync, readFileSync } from 'node:fs';
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
