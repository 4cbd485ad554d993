import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, after every full Vitest run, the figures the suite is held to: the median and the slowest
 * integration file, and what the run would take at the console's full size at today's cost per screen.
 * A figure over its budget is marked OVER; with SUITE_BUDGETS=enforce it also fails the run (timings on a
 * shared 2-core machine vary by a second or two, so CI reports them rather than failing on them).
 */
const BUDGET = { medianFileSeconds: 6, slowestFileSeconds: 20, fullSuiteMinutes: 45 };
/** Screens the spec asks for (section 2's route groups). */
const SCREENS_IN_SPEC = 112;

function countScreens(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (count, entry) =>
      count + (entry.isDirectory() ? countScreens(join(dir, entry.name)) : /\.tsx$/.test(entry.name) ? 1 : 0),
    0,
  );
}

/** A file's own time: its setup file, its imports and its tests (not the time it waited for a browser). */
function fileSeconds(module: TestModule): number {
  const d = module.diagnostic();
  return (d.setupDuration + d.collectDuration + d.duration) / 1000;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export default class SuiteBudgetReporter implements Reporter {
  private startedAt = Date.now();
  private root = process.cwd();

  onInit(vitest: { config: { root: string } }) {
    this.startedAt = Date.now();
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const integration = modules
      .filter((module) => relative(this.root, module.moduleId).startsWith(join('tests', 'integration')))
      .map((module) => ({ file: relative(this.root, module.moduleId), seconds: fileSeconds(module) }));
    // A run of a few files (one screen while working on it) says nothing about the suite.
    if (integration.length < 5) return;

    const wallSeconds = (Date.now() - this.startedAt) / 1000;
    const screens = countScreens(join(this.root, 'src', 'screens'));
    const projectedMinutes = ((wallSeconds / screens) * SCREENS_IN_SPEC) / 60;
    const slowest = integration.reduce((a, b) => (b.seconds > a.seconds ? b : a));
    const medianSeconds = median(integration.map((entry) => entry.seconds));

    const checks = [
      [
        `median integration file ${medianSeconds.toFixed(1)} s`,
        medianSeconds <= BUDGET.medianFileSeconds,
        `<= ${BUDGET.medianFileSeconds} s`,
      ],
      [
        `slowest ${slowest.file} ${slowest.seconds.toFixed(1)} s`,
        slowest.seconds <= BUDGET.slowestFileSeconds,
        `<= ${BUDGET.slowestFileSeconds} s`,
      ],
      [
        `Vitest ${wallSeconds.toFixed(0)} s for ${screens} screens, so about ${projectedMinutes.toFixed(1)} min at ${SCREENS_IN_SPEC}`,
        projectedMinutes <= BUDGET.fullSuiteMinutes,
        `<= ${BUDGET.fullSuiteMinutes} min`,
      ],
    ] as const;

    console.log('\nSuite budgets');
    for (const [figure, within, budget] of checks)
      console.log(`  ${within ? 'ok  ' : 'OVER'} ${figure} (budget ${budget})`);
    if (process.env.SUITE_BUDGETS === 'enforce' && checks.some(([, within]) => !within)) process.exitCode = 1;
  }
}
