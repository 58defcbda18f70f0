/** @jest-environment node */
// How `npm test` gets its browser: what is there, else Playwright's own, else apt-get as root, else a message.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the script is plain CommonJS run by node
const { ensureBrowser } = require('../../scripts/ensure-browser.cjs') as {
  ensureBrowser: (deps: Deps) => string;
};

interface Deps {
  find: () => string;
  run: (command: string, args: string[], options?: object) => number;
  isRoot: boolean;
  hasApt: boolean;
  log: (line: string) => void;
}

/** A machine where `installs` maps a command line to the browser it installs (or to failure). */
function machine(options: { present?: string; installs?: Record<string, string | null>; isRoot?: boolean; hasApt?: boolean }) {
  let browser = options.present ?? null;
  const ran: string[] = [];
  const deps: Deps = {
    find: () => {
      if (browser) return browser;
      throw new Error('none');
    },
    run: (command, args) => {
      const line = [command, ...args].join(' ');
      ran.push(line);
      if (!(line in (options.installs ?? {}))) return 0;
      const installed = options.installs![line];
      if (installed === null) return 1;
      browser = installed;
      return 0;
    },
    isRoot: options.isRoot ?? false,
    hasApt: options.hasApt ?? true,
    log: () => {},
  };
  return { deps, ran };
}

const PLAYWRIGHT = 'npx playwright install chromium';
const APT = 'apt-get install -y chromium';

describe('ensureBrowser', () => {
  it('uses a Chromium that is already there and installs nothing', () => {
    const { deps, ran } = machine({ present: '/usr/bin/chromium' });
    expect(ensureBrowser(deps)).toBe('/usr/bin/chromium');
    expect(ran).toEqual([]);
  });

  it("gets Playwright's own Chromium when it can be downloaded", () => {
    const { deps, ran } = machine({ installs: { [PLAYWRIGHT]: '/root/.cache/ms-playwright/chromium/chrome' }, isRoot: true });
    expect(ensureBrowser(deps)).toBe('/root/.cache/ms-playwright/chromium/chrome');
    expect(ran).toEqual([PLAYWRIGHT]);
  });

  it("falls back to Debian's chromium through apt-get when running as root", () => {
    const { deps, ran } = machine({ installs: { [PLAYWRIGHT]: null, [APT]: '/usr/bin/chromium' }, isRoot: true });
    expect(ensureBrowser(deps)).toBe('/usr/bin/chromium');
    expect(ran).toEqual([PLAYWRIGHT, 'apt-get update', APT]);
  });

  it('goes on to apt-get when the download reports success but no browser appears', () => {
    const { deps, ran } = machine({ installs: { [APT]: '/usr/bin/chromium' }, isRoot: true });
    expect(ensureBrowser(deps)).toBe('/usr/bin/chromium');
    expect(ran).toEqual([PLAYWRIGHT, 'apt-get update', APT]);
  });

  it('does not run apt-get without root, and says exactly what to run', () => {
    const { deps, ran } = machine({ installs: { [PLAYWRIGHT]: null } });
    expect(() => ensureBrowser(deps)).toThrow('Run:  sudo apt-get update && sudo apt-get install -y chromium');
    expect(ran).toEqual([PLAYWRIGHT]);
  });

  it('says what to run as root when apt-get itself fails', () => {
    const { deps } = machine({ installs: { [PLAYWRIGHT]: null, [APT]: null }, isRoot: true });
    expect(() => ensureBrowser(deps)).toThrow('Run:  apt-get update && apt-get install -y chromium');
  });

  it('names the Playwright command on a system without apt-get', () => {
    const { deps } = machine({ installs: { [PLAYWRIGHT]: null }, isRoot: true, hasApt: false });
    expect(() => ensureBrowser(deps)).toThrow(/npx playwright install --with-deps chromium/);
  });
});
