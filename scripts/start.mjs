// `npm start`: builds the static export when out/ is missing (or with --build), then serves it.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (process.argv.includes('--build') || !existsSync('out/index.html')) {
  const build = spawnSync(npm, ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('./serve-out.mjs');
