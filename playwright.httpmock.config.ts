import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium-path.mjs';
import { suiteSlowdown } from './scripts/machine-speed.mjs';
import { API_DB_FILE, API_ORIGIN, API_PORT, CONSOLE_ORIGIN, CONSOLE_PORT } from './tests/e2e/httpmock/servers';

/**
 * The console as a real deployment runs it, against the HTTP mock server: built with VITE_MOCK=false (no
 * mock code, no service worker) and VITE_API_BASE pointing at `npm run mock:server`, served from another
 * origin, so every call crosses the wire with its headers, its CORS preflight and the gateway's envelope.
 * `npm run test:e2e` runs it after the main suite (playwright.config.ts), with its own build and servers.
 */
const OUT_DIR = 'dist-httpmock';

/** Measured once; the workers, started after this file is read, take it from the environment. */
const slowdown = suiteSlowdown();
process.env.SUITE_SLOWDOWN = slowdown.toFixed(2);

export default defineConfig({
  testDir: 'tests/e2e/httpmock',
  fullyParallel: false,
  workers: 1,
  // A test that passes only on its second try is a failing test: no retries, and no test.only left in CI.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Set for the reference machine, longer on a slower one (scripts/machine-speed.mjs).
  timeout: 60_000 * slowdown,
  expect: { timeout: 10_000 * slowdown },
  outputDir: 'test-results/httpmock',
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/httpmock' }]],
  use: {
    baseURL: CONSOLE_ORIGIN,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      // A fresh server every run: its data is what the tests read back from its file.
      command: 'node scripts/mock-server.mjs --reset',
      url: `${API_ORIGIN}/__mock/requests`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        MOCK_SERVER_PORT: String(API_PORT),
        MOCK_SERVER_DB: API_DB_FILE,
        MOCK_SERVER_ORIGINS: CONSOLE_ORIGIN,
        MOCK_SERVER_LOG: '0',
      },
    },
    {
      // The httpmock stage (env/.env.httpmock) with this run's API port; the environment wins over the file.
      command: `npx vite build --mode httpmock --outDir ${OUT_DIR} && npx vite preview --mode httpmock --outDir ${OUT_DIR} --port ${CONSOLE_PORT} --strictPort`,
      url: `${CONSOLE_ORIGIN}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: {
        BUILD_ID: 'e2e-httpmock-build',
        VITE_API_BASE: API_ORIGIN,
        VITE_CHAT_APP_AUTHORIZE_URL: `${API_ORIGIN}/mock/chat-app/authorize`,
      },
    },
  ],
});
