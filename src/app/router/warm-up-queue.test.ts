import { describe, expect, it } from 'vitest';
import { connectionAllowsWarmUp, SETTLED_IDLE_MOMENTS, startWarmUp, type WarmUpSignals } from './warm-up-queue';

/**
 * A page whose idle moments, loading state and connection the test moves by hand: `idle()` runs the
 * tasks waiting for the next idle moment, as the browser would once it has nothing else to do.
 */
function fakePage() {
  let busy = false;
  let allowed = true;
  let idleTasks: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const signals: WarmUpSignals = {
    isBusy: () => busy,
    onBusyChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenIdle: (task) => {
      idleTasks.push(task);
      return () => {
        idleTasks = idleTasks.filter((waiting) => waiting !== task);
      };
    },
    connectionAllows: () => allowed,
  };
  return {
    signals,
    setBusy(next: boolean) {
      busy = next;
      listeners.forEach((listener) => listener());
    },
    setConnectionAllows(next: boolean) {
      allowed = next;
    },
    /** Lets the promises started so far settle (a finished task schedules the next one). */
    async settle() {
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    },
    /** Runs one idle moment, then lets the promises it started settle. */
    async idle() {
      const due = idleTasks;
      idleTasks = [];
      due.forEach((task) => task());
      await this.settle();
    },
    /** Idle moments until nothing waits for one (at most `limit`). */
    async idleUntilDone(limit = 50) {
      for (let moment = 0; moment < limit && idleTasks.length; moment += 1) await this.idle();
    },
    waitingForIdle: () => idleTasks.length,
    listening: () => listeners.size,
  };
}

/** Tasks that note their name when run; each resolves when the test says (`finish`). */
function recordedTasks(names: string[]) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const tasks = names.map((name) => () => {
    started.push(name);
    return new Promise<void>((resolve) => finishers.set(name, resolve));
  });
  return { tasks, started, finish: (name: string) => finishers.get(name)?.() };
}

describe('startWarmUp', () => {
  it('starts only after the landing screen has settled: nothing loading at consecutive idle moments', async () => {
    const page = fakePage();
    const { tasks, started } = recordedTasks(['a', 'b']);
    // The landing screen is loading (its chunk, then its list) when the shell mounts the warm-up.
    page.setBusy(true);
    startWarmUp(tasks, page.signals);
    await page.idle();
    await page.idle();
    expect(started).toEqual([]);
    expect(page.waitingForIdle()).toBe(0);

    // Its request answers: the queue waits for the rows to be drawn (idle moments in a row) first.
    page.setBusy(false);
    for (let moment = 1; moment < SETTLED_IDLE_MOMENTS; moment += 1) {
      await page.idle();
      expect(started).toEqual([]);
    }
    await page.idle();
    expect(started).toEqual(['a']);
  });

  it('does not count the moment between the chunk and the request as landed', async () => {
    const page = fakePage();
    const { tasks, started } = recordedTasks(['a']);
    startWarmUp(tasks, page.signals);
    // The first idle moment finds nothing loading (the screen's chunk arrived, its request not yet asked)…
    await page.idle();
    // …then the request starts: the quiet moments count again from zero once it answers.
    page.setBusy(true);
    await page.idle();
    page.setBusy(false);
    for (let moment = 1; moment < SETTLED_IDLE_MOMENTS; moment += 1) await page.idle();
    expect(started).toEqual([]);
    await page.idle();
    expect(started).toEqual(['a']);
  });

  it('runs one task at a time, the next at an idle moment after the previous one finished', async () => {
    const page = fakePage();
    const { tasks, started, finish } = recordedTasks(['a', 'b', 'c']);
    startWarmUp(tasks, page.signals);
    for (let moment = 0; moment < SETTLED_IDLE_MOMENTS; moment += 1) await page.idle();
    expect(started).toEqual(['a']);
    await page.idle();
    await page.idle();
    expect(started).toEqual(['a']);
    finish('a');
    await page.settle();
    await page.idle();
    expect(started).toEqual(['a', 'b']);
    finish('b');
    await page.settle();
    await page.idle();
    finish('c');
    await page.idleUntilDone();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('pauses while a screen opened meanwhile loads, and resumes once it has settled', async () => {
    const page = fakePage();
    const { tasks, started, finish } = recordedTasks(['a', 'b', 'c']);
    startWarmUp(tasks, page.signals);
    for (let moment = 0; moment < SETTLED_IDLE_MOMENTS; moment += 1) await page.idle();
    expect(started).toEqual(['a']);
    // The admin opens another screen while 'a' is being fetched: 'b' waits for it.
    page.setBusy(true);
    finish('a');
    await page.idle();
    await page.idle();
    await page.idle();
    expect(started).toEqual(['a']);
    expect(page.listening()).toBe(1);

    page.setBusy(false);
    expect(page.listening()).toBe(0);
    await page.idle();
    expect(started).toEqual(['a', 'b']);
  });

  it('passes over a task that fails', async () => {
    const page = fakePage();
    const ran: string[] = [];
    startWarmUp(
      [
        () => Promise.reject(new Error('chunk failed')),
        () => {
          ran.push('b');
        },
      ],
      page.signals,
    );
    await page.idleUntilDone();
    expect(ran).toEqual(['b']);
  });

  it('never starts on a connection that saves data or is slow, and ends when it turns so', async () => {
    const page = fakePage();
    page.setConnectionAllows(false);
    const first = recordedTasks(['a']);
    startWarmUp(first.tasks, page.signals);
    await page.idleUntilDone();
    expect(first.started).toEqual([]);
    expect(page.waitingForIdle()).toBe(0);

    page.setConnectionAllows(true);
    const second = recordedTasks(['a', 'b']);
    startWarmUp(second.tasks, page.signals);
    await page.idleUntilDone();
    expect(second.started).toEqual(['a']);
    page.setConnectionAllows(false);
    second.finish('a');
    await page.idleUntilDone();
    expect(second.started).toEqual(['a']);
  });

  it('stops before the next task when stopped', async () => {
    const page = fakePage();
    const { tasks, started, finish } = recordedTasks(['a', 'b']);
    const stop = startWarmUp(tasks, page.signals);
    await page.idleUntilDone();
    expect(started).toEqual(['a']);
    stop();
    finish('a');
    await page.idleUntilDone();
    expect(started).toEqual(['a']);
    expect(page.waitingForIdle()).toBe(0);
  });

  it('stops while waiting for a loading screen to settle, and listens no more', async () => {
    const page = fakePage();
    const { tasks, started } = recordedTasks(['a']);
    page.setBusy(true);
    const stop = startWarmUp(tasks, page.signals);
    await page.idle();
    expect(page.listening()).toBe(1);
    stop();
    expect(page.listening()).toBe(0);
    page.setBusy(false);
    await page.idleUntilDone();
    expect(started).toEqual([]);
  });
});

describe('connectionAllowsWarmUp', () => {
  it('allows a fast connection and a browser that does not tell', () => {
    expect(connectionAllowsWarmUp(undefined)).toBe(true);
    expect(connectionAllowsWarmUp({})).toBe(true);
    expect(connectionAllowsWarmUp({ saveData: false, effectiveType: '4g' })).toBe(true);
  });

  it('refuses a connection that asks to save data, whatever its speed', () => {
    expect(connectionAllowsWarmUp({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it.each(['slow-2g', '2g', '3g'])('refuses a %s connection', (effectiveType) => {
    expect(connectionAllowsWarmUp({ saveData: false, effectiveType })).toBe(false);
  });
});
