import { defineConfig } from 'vitest/config';

/**
 * The checks of the test machinery itself (the suite's budgets, the browser tests' strictness), in Node.
 * Apart from the main configuration (vite.config.ts), whose projects hold the console's tests: `.ci/run`
 * runs these first, with `npx vitest run --config tests/reporters/vitest.config.ts`.
 */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    name: 'test-machinery',
    environment: 'node',
    include: ['tests/reporters/**/*.test.ts'],
  },
});
