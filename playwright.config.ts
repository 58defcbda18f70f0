import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS helper shared with the node scripts
const { findChrome, CHROME_FLAGS } = require('./scripts/find-chrome.cjs') as { findChrome: () => string; CHROME_FLAGS: string[] };

// Two static exports (scripts/build-e2e.mjs makes both):
// - out/          plain build (no analytics/ad ids), served on $E2E_PORT: every spec except privacy.spec.ts.
// - out-tracking/ built with NEXT_PUBLIC_GA_ID/NEXT_PUBLIC_ADSENSE_CLIENT test ids, served on
//                 $E2E_TRACKING_PORT (default $E2E_PORT + 10): only e2e/privacy.spec.ts (project "tracking").
// The tracking server is started only when out-tracking/ exists, so `E2E_PORT=… npx playwright test e2e/x.spec.ts`
// after a plain `npm run build` works exactly as before.
const PORT = Number(process.env.E2E_PORT || 4173);
const TRACKING_PORT = Number(process.env.E2E_TRACKING_PORT || PORT + 10);
const TRACKING_SPEC = /(^|[\\/])privacy\.spec\.ts$/;

const server = (port: number, dir: string) => ({
  command: `node scripts/serve-out.mjs`,
  env: { PORT: String(port), OUT_DIR: dir },
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: findChrome(), args: CHROME_FLAGS },
    trace: 'off',
  },
  projects: [
    { name: 'default', testIgnore: TRACKING_SPEC },
    { name: 'tracking', testMatch: TRACKING_SPEC, use: { baseURL: `http://127.0.0.1:${TRACKING_PORT}` } },
  ],
  webServer: [server(PORT, 'out'), ...(existsSync('out-tracking/index.html') ? [server(TRACKING_PORT, 'out-tracking')] : [])],
});
