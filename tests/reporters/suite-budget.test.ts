import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  // On the reference machine; a slower one's limits are the verdict's (suite-budget-verdict.test.ts).
  beforeEach(() => vi.stubEnv('SUITE_SLOWDOWN', '1'));

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

  it('holds the files to the limit times the slowdown the run was started with', () => {
    vi.stubEnv('CI', 'true');
    vi.stubEnv('SUITE_SLOWDOWN', '2');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    runEndsWith(59);
    expect(process.exitCode).toBe(exitCodeBefore);
    expect(log).toHaveBeenCalledWith(
      '  OVER slowest tests/integration/slow.test.tsx 59.0 s (goal <= 40.0 s (20 s × 2.00), limit 60.0 s (30 s × 2.00))',
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
