/// <reference types="node" />
// Node's types are not among the app's (tsconfig.app.json): this helper serves the Node project's tests.
import { suiteSlowdown } from '../../scripts/machine-speed.mjs';

/**
 * The CPU time a synchronous run takes in this process, in milliseconds. A budget on it holds on a busy
 * machine, where wall-clock time would also count the waits for a core that other processes hold (the
 * browser tests run beside the Node tests).
 */
export function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

/**
 * A CPU budget set on the reference machine, as it holds on this one: CPU time counts no wait for a core,
 * but a slower core takes longer for the same work (scripts/machine-speed.mjs).
 */
export function cpuBudgetMs(referenceMs: number): number {
  return referenceMs * suiteSlowdown();
}
