import { afterEach, describe, expect, it, vi } from 'vitest';

/** The browser tests cannot pass by luck: no second try, and no test.only left to skip the others in CI. */
const CONFIGS = ['../../playwright.config.ts', '../../playwright.httpmock.config.ts'];

async function loadConfig(path: string) {
  vi.resetModules();
  return (await import(path)).default as { retries?: number; forbidOnly?: boolean };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe.each(CONFIGS)('%s', (path) => {
  it('never retries a failed test, in CI or not', async () => {
    vi.stubEnv('CI', '1');
    expect((await loadConfig(path)).retries).toBe(0);
    vi.stubEnv('CI', '');
    expect((await loadConfig(path)).retries).toBe(0);
  });

  it('forbids test.only in CI', async () => {
    vi.stubEnv('CI', '1');
    expect((await loadConfig(path)).forbidOnly).toBe(true);
  });
});
