import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { suiteSlowdown } from '../../scripts/machine-speed.mjs';
import { budgetsEnforced, judgeIntegrationFiles } from './suite-budget-verdict';

/**
 * Prints, after every Vitest run of the whole suite, the figures the suite is held to: the median and the
 * slowest integration file against their goals, and fails the run (under CI) for an integration file over
 * its limit (suite-budget-verdict.ts). `npm test` as a whole is timed and held to its own by `.ci/run`.
 */

/** A file's own time: its setup file, its imports and its tests (not the time it waited for a browser). */
function fileSeconds(module: TestModule): number {
  const d = module.diagnostic();
  return (d.setupDuration + d.collectDuration + d.duration) / 1000;
}

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

    const slowdown = suiteSlowdown();
    const verdict = judgeIntegrationFiles(integration, slowdown);
    const wallSeconds = (Date.now() - this.startedAt) / 1000;
    console.log(`\nSuite budgets (this machine runs ${slowdown.toFixed(2)} times the reference machine's time)`);
    for (const line of verdict.lines) console.log(`  ${line}`);
    console.log(`       Vitest took ${wallSeconds.toFixed(0)} s (npm test as a whole is held to its goal by .ci/run)`);
    if (verdict.failures.length > 0 && budgetsEnforced(process.env)) {
      console.error(`Suite budgets: ${verdict.failures.join('; ')}`);
      process.exitCode = 1;
    }
  }
}
