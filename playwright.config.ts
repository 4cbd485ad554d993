import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium-path.mjs';
import { suiteSlowdown } from './scripts/machine-speed.mjs';

const PORT = 4173;

/** Measured once; the workers, started after this file is read, take it from the environment. */
const slowdown = suiteSlowdown();
process.env.SUITE_SLOWDOWN = slowdown.toFixed(2);

/**
 * Browser tests run the mock build (the console with its built-in mock backend) in the system Chromium:
 * Playwright cannot download its own browser here.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // The console against the HTTP mock server has its own build and servers (playwright.httpmock.config.ts).
  testIgnore: ['**/httpmock/**'],
  fullyParallel: false,
  workers: 1,
  // A test that passes only on its second try is a failing test: no retries, and no test.only left in CI.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Set for the reference machine, longer on a slower one (scripts/machine-speed.mjs).
  timeout: 60_000 * slowdown,
  expect: { timeout: 10_000 * slowdown },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `npx vite build --mode mock --outDir dist-mock && npx vite preview --mode mock --outDir dist-mock --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { BUILD_ID: 'e2e-build' },
  },
});
