import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import SuiteBudgetReporter from './suite-budget';

const ROOT = '/repo';

/** An integration file as Vitest reports it, having taken `seconds` in all. */
const integrationFile = (name: string, seconds: number) =>
  ({
    moduleId: `${ROOT}/tests/integration/${name}.test.tsx`,
    diagnostic: () => ({ setupDuration: 0, collectDuration: 0, duration: seconds * 1000 }),
  }) as unknown as TestModule;

function runEndsWith(slowestSeconds: number) {
  const reporter = new SuiteBudgetReporter();
  reporter.onInit({ config: { root: ROOT } });
  const files = ['a', 'b', 'c', 'd'].map((name) => integrationFile(name, 3));
  reporter.onTestRunEnd([...files, integrationFile('slow', slowestSeconds)]);
}

const exitCodeBefore = process.exitCode;
afterEach(() => {
  process.exitCode = exitCodeBefore;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the suite budget reporter under CI', () => {
  it('fails the run for an integration file over its limit, saying which and by how much', () => {
    vi.stubEnv('CI', 'true');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    runEndsWith(31);
    expect(process.exitCode).toBe(1);
    expect(error).toHaveBeenCalledWith(
      'Suite budgets: tests/integration/slow.test.tsx took 31.0 s, over the limit of 30 s',
    );
  });

  it('lets a run within the limits pass, printing the goal it missed', () => {
    vi.stubEnv('CI', 'true');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    runEndsWith(29);
    expect(process.exitCode).toBe(exitCodeBefore);
    expect(log).toHaveBeenCalledWith(
      '  OVER slowest tests/integration/slow.test.tsx 29.0 s (goal <= 20 s, limit 30 s)',
    );
  });
});
