// The e2e step's first move (`npm run test:e2e`, so `npm test`): make sure a Chromium is there, getting one
// itself when it is not. In order:
//   1. one already found (scripts/find-chrome.cjs: $CHROME_PATH, Debian's chromium, Playwright's own);
//   2. Playwright's own Chromium: `npx playwright install chromium` (needs its download host);
//   3. Debian's `chromium` through apt-get, when running as root on a system that has apt-get;
//   4. else it stops with a message that says exactly what to run.
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { findChrome } = require('./find-chrome.cjs');

const APT_COMMAND = 'apt-get update && apt-get install -y chromium';

/**
 * `deps`: find() → a path or throws; run(command, args, options) → exit status; isRoot; hasApt; log.
 * Returns the browser's path, or throws an Error whose message says what to run.
 */
function ensureBrowser(deps) {
  const found = tryFind(deps.find);
  if (found) return found;

  deps.log('[browser] no Chromium found: trying Playwright\'s own (npx playwright install chromium)');
  if (deps.run('npx', ['playwright', 'install', 'chromium'], { timeoutMs: 10 * 60_000 }) === 0) {
    const installed = tryFind(deps.find);
    if (installed) return installed;
  }

  if (deps.isRoot && deps.hasApt) {
    deps.log(`[browser] Playwright could not download it: installing Debian's chromium (${APT_COMMAND})`);
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    if (deps.run('apt-get', ['update'], { env }) === 0 && deps.run('apt-get', ['install', '-y', 'chromium'], { env }) === 0) {
      const installed = tryFind(deps.find);
      if (installed) return installed;
    }
  }

  const sudo = deps.isRoot ? '' : 'sudo ';
  throw new Error(
    [
      'No Chromium for the browser tests, and none could be installed from here.',
      deps.hasApt
        ? `Run:  ${sudo}apt-get update && ${sudo}apt-get install -y chromium     then run npm test again.`
        : 'Run:  npx playwright install --with-deps chromium     (it needs to reach Playwright\'s download host), then run npm test again.',
      'Or point CHROME_PATH at any Chrome or Chromium binary:  CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
}

function tryFind(find) {
  try {
    return find();
  } catch {
    return null;
  }
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...options.env },
    timeout: options.timeoutMs,
  });
  return result.status ?? 1;
}

module.exports = { ensureBrowser };

if (require.main === module) {
  try {
    const path = ensureBrowser({
      find: findChrome,
      run,
      isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
      hasApt: existsSync('/usr/bin/apt-get'),
      log: (line) => console.log(line),
    });
    console.log(`[browser] ${path}`);
  } catch (error) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}
