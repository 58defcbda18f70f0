// Finds the Chromium that Playwright, Lighthouse and the screenshot script drive.
// Order: $CHROME_PATH, then the usual Debian/Ubuntu locations, then Playwright's own Chromium (which
// `npx playwright install chromium` downloads where its host is reachable; scripts/ensure-browser.cjs tries).
const { existsSync } = require('node:fs');

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
  }
  const found = [...CANDIDATES, playwrightChromium()].find((p) => p && existsSync(p));
  if (found) return found;
  throw new Error(
    'No Chromium found. Run `node scripts/ensure-browser.cjs` (npm test does) to get one: Playwright\'s own, ' +
      'else `sudo apt-get update && sudo apt-get install -y chromium` (Debian/Ubuntu); or point CHROME_PATH at a Chrome/Chromium binary.',
  );
}

/** Where Playwright keeps its own Chromium (there only after `npx playwright install chromium`). */
function playwrightChromium() {
  try {
    return require('playwright-core').chromium.executablePath();
  } catch {
    return null;
  }
}

module.exports = { findChrome, CHROME_FLAGS };

if (require.main === module) {
  try {
    console.log(findChrome());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
