/** What the warm-up reads from the page: passed in, so the rules below run without a browser. */
export interface WarmUpSignals {
  /** Whether a screen is loading now: a loading view on show, or a request of the screens' in flight. */
  isBusy: () => boolean;
  /** Calls back whenever `isBusy` may have changed; returns a function that stops it. */
  onBusyChange: (listener: () => void) => () => void;
  /** Runs the task at the browser's next idle moment; returns a function that cancels it. */
  whenIdle: (task: () => void) => () => void;
  /** Whether the connection lets the console fetch what it may never need (not saving data, not slow). */
  connectionAllows: () => boolean;
}

/** A step of the warm-up: what it returns (a prefetch's promise) is awaited before the next one. */
export type WarmUpTask = () => unknown;

/**
 * Idle moments in a row with nothing loading before the screen the admin landed on counts as shown: one
 * could fall between its chunk arriving and its requests starting, or between its data arriving and
 * the rows being drawn.
 */
export const SETTLED_IDLE_MOMENTS = 2;

/** Effective connection types (the Network Information API) on which nothing is fetched ahead. */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/** The Network Information API's fields the warm-up reads; browsers without it (Safari, Firefox) have none. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether fetching ahead is welcome on this connection: not when it asks to save data, nor when slow. */
export function connectionAllowsWarmUp(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !SLOW_CONNECTIONS.has(connection.effectiveType ?? '');
}

/**
 * Runs the tasks one at a time, each at an idle moment, but only
 * - once the screen the admin landed on has shown its data: nothing loading at `SETTLED_IDLE_MOMENTS`
 *   idle moments in a row;
 * - while nothing else loads: a screen opened meanwhile (its chunk, its translations, its requests)
 *   pauses the queue, which resumes at the first idle moment after it settles;
 * - while the connection allows it: checked before every task; a connection that turns slow or starts
 *   saving data ends the warm-up.
 * A task that fails is passed over. Returns a function that stops before the next task.
 */
export function startWarmUp(tasks: readonly WarmUpTask[], signals: WarmUpSignals): () => void {
  let stopped = false;
  let quietMoments = 0;
  let next = 0;
  let cancelIdle = () => {};
  let stopWaiting = () => {};

  const stop = () => {
    stopped = true;
    cancelIdle();
    stopWaiting();
  };

  const schedule = () => {
    cancelIdle = signals.whenIdle(step);
  };

  /** Waits for whatever loads to settle, then for an idle moment. */
  const waitUntilQuiet = () => {
    stopWaiting = signals.onBusyChange(() => {
      if (signals.isBusy()) return;
      stopWaiting();
      stopWaiting = () => {};
      schedule();
    });
  };

  function step() {
    if (stopped) return;
    if (!signals.connectionAllows()) return stop();
    if (signals.isBusy()) {
      if (quietMoments < SETTLED_IDLE_MOMENTS) quietMoments = 0;
      return waitUntilQuiet();
    }
    if (quietMoments < SETTLED_IDLE_MOMENTS) {
      quietMoments += 1;
      if (quietMoments < SETTLED_IDLE_MOMENTS) return schedule();
    }
    if (next >= tasks.length) return;
    const task = tasks[next];
    next += 1;
    void Promise.resolve()
      .then(task)
      .catch(() => undefined)
      .then(() => {
        if (!stopped) schedule();
      });
  }

  // The first look also waits for an idle moment: the shell has just rendered, its screen not yet asked.
  if (!signals.connectionAllows()) return stop;
  schedule();
  return stop;
}
