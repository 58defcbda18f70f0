import { defineConfig } from '@playwright/test';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS helper shared with the node scripts
const { findChrome, CHROME_FLAGS } = require('./scripts/find-chrome.cjs') as { findChrome: () => string; CHROME_FLAGS: string[] };

const PORT = Number(process.env.E2E_PORT || 4173);

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
  webServer: {
    command: `node scripts/serve-out.mjs`,
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
