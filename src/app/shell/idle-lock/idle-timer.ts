/** The longest delay setTimeout takes (about 24.8 days); a longer one fires at once. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface IdleTimerOptions {
  /** How long without activity counts as idle. */
  timeoutMs: number;
  /** Called once when the time passes; the timer stops until `start` again. */
  onIdle: () => void;
  /** The clock (tests pass a fake one); wall-clock time, so a machine that slept counts its sleep. */
  now?: () => number;
}

export interface IdleTimer {
  /** Starts (or restarts) counting from now. */
  start: () => void;
  /** Stops counting; `activity` does nothing until `start`. */
  stop: () => void;
  /** Something happened: counting starts again from now. Cheap enough for every pointer move. */
  activity: () => void;
  /** A new idle time, counted from the last activity. */
  setTimeoutMs: (timeoutMs: number) => void;
  /** Locks at once when the time has already passed (a tab that comes back after the machine slept). */
  check: () => void;
  readonly running: boolean;
}

/**
 * Calls `onIdle` once `timeoutMs` pass without `activity`. Activity only notes the time: the one
 * pending timeout, when it fires, looks at how long it has really been and waits again for the rest,
 * so a stream of pointer moves costs no timer churn.
 */
export function createIdleTimer({ timeoutMs, onIdle, now = Date.now }: IdleTimerOptions): IdleTimer {
  let limit = timeoutMs;
  let lastActivity = now();
  let running = false;
  let pending: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
  };

  const arm = (delay: number) => {
    cancel();
    pending = setTimeout(fire, Math.min(Math.max(0, delay), MAX_DELAY_MS));
  };

  function fire() {
    pending = undefined;
    if (!running) return;
    const idleFor = now() - lastActivity;
    if (idleFor >= limit) {
      running = false;
      onIdle();
    } else arm(limit - idleFor);
  }

  return {
    start() {
      running = true;
      lastActivity = now();
      arm(limit);
    },
    stop() {
      running = false;
      cancel();
    },
    activity() {
      if (running) lastActivity = now();
    },
    setTimeoutMs(next) {
      limit = next;
      if (running) arm(limit - (now() - lastActivity));
    },
    check() {
      if (running && now() - lastActivity >= limit) fire();
    },
    get running() {
      return running;
    },
  };
}
