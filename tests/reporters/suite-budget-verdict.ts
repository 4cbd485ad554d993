/**
 * What the suite is held to, and the judgement of one run: pure, so that it is tested on its own
 * (suite-budget-verdict.test.ts). Goals are what the suite should take on this 2-core machine: a run over
 * one is marked and printed. Limits are what a loaded machine does not cross but a real regression does:
 * a run over one fails under CI. Both are for the reference machine and are multiplied by this machine's
 * slowdown (scripts/machine-speed.mjs). `npm test` and the whole CI run have theirs in `.ci/run`.
 */
const GOALS = { medianFileSeconds: 6, slowestFileSeconds: 20 };
const LIMITS = { fileSeconds: 30 };

export interface FileTime {
  file: string;
  seconds: number;
}

export interface Verdict {
  /** One line per figure: `ok`, `OVER` a goal, or `FAIL` past a limit, with the figure and the bound. */
  lines: string[];
  /** Figures past a limit: the run fails on them where budgets are enforced. */
  failures: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const seconds = (value: number) => `${value.toFixed(1)} s`;

/**
 * Judges the integration files' own times (at least one file) on a machine `slowdown` times slower than
 * the reference one (at least 1).
 */
export function judgeIntegrationFiles(files: readonly FileTime[], slowdown = 1): Verdict {
  const scaled = (reference: number) => reference * slowdown;
  /** A bound as the run is held to it, with its reference figure when this machine is slower. */
  const bound = (reference: number) =>
    slowdown > 1 ? `${seconds(scaled(reference))} (${reference} s × ${slowdown.toFixed(2)})` : `${reference} s`;
  const medianSeconds = median(files.map((entry) => entry.seconds));
  const slowest = files.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  const overLimit = files.filter((entry) => entry.seconds > scaled(LIMITS.fileSeconds));

  const failures = overLimit.map(
    (entry) => `${entry.file} took ${seconds(entry.seconds)}, over the limit of ${bound(LIMITS.fileSeconds)}`,
  );
  const mark = (within: boolean) => (within ? 'ok  ' : 'OVER');
  const lines = [
    `${mark(medianSeconds <= scaled(GOALS.medianFileSeconds))} median integration file ${seconds(medianSeconds)} (goal <= ${bound(GOALS.medianFileSeconds)})`,
    `${mark(slowest.seconds <= scaled(GOALS.slowestFileSeconds))} slowest ${slowest.file} ${seconds(slowest.seconds)} (goal <= ${bound(GOALS.slowestFileSeconds)}, limit ${bound(LIMITS.fileSeconds)})`,
    ...failures.map((failure) => `FAIL ${failure}`),
  ];
  return { lines, failures };
}

/** Budgets fail the run under CI, or anywhere with SUITE_BUDGETS=enforce; SUITE_BUDGETS=report only prints. */
export function budgetsEnforced(env: Record<string, string | undefined>): boolean {
  if (env.SUITE_BUDGETS === 'report') return false;
  return env.SUITE_BUDGETS === 'enforce' || Boolean(env.CI);
}
