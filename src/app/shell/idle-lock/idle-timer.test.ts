import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from './idle-timer';

const MINUTE = 60_000;

describe('createIdleTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls onIdle once the idle time passes without activity, and only once', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ timeoutMs: 15 * MINUTE, onIdle });
    timer.start();
    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(timer.running).toBe(false);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts again from the last activity', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ timeoutMs: 10 * MINUTE, onIdle });
    timer.start();
    vi.advanceTimersByTime(9 * MINUTE);
    timer.activity();
    vi.advanceTimersByTime(9 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    timer.activity();
    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('keeps one pending timeout however much activity there is', () => {
    const timer = createIdleTimer({ timeoutMs: 5 * MINUTE, onIdle: vi.fn() });
    timer.start();
    for (let i = 0; i < 1000; i += 1) {
      vi.advanceTimersByTime(10);
      timer.activity();
    }
    expect(vi.getTimerCount()).toBe(1);
  });

  it('does nothing while stopped, and starts counting afresh on start', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ timeoutMs: MINUTE, onIdle });
    timer.start();
    timer.stop();
    vi.advanceTimersByTime(5 * MINUTE);
    timer.activity();
    expect(onIdle).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    timer.start();
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('applies a new idle time from the last activity', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ timeoutMs: 60 * MINUTE, onIdle });
    timer.start();
    vi.advanceTimersByTime(4 * MINUTE);
    timer.setTimeoutMs(5 * MINUTE);
    vi.advanceTimersByTime(MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('locks at once when a shorter idle time has already passed', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ timeoutMs: 30 * MINUTE, onIdle });
    timer.start();
    vi.advanceTimersByTime(20 * MINUTE);
    timer.setTimeoutMs(10 * MINUTE);
    vi.advanceTimersByTime(0);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('check() locks when the wall clock passed the time while timers were held back (a sleeping machine)', () => {
    let clock = 0;
    const onIdle = vi.fn();
    const timer = createIdleTimer({ timeoutMs: 15 * MINUTE, onIdle, now: () => clock });
    timer.start();
    timer.check();
    expect(onIdle).not.toHaveBeenCalled();
    clock = 16 * MINUTE; // the machine slept: no timer ran, the clock moved on
    timer.check();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('waits for the rest of the time when its timeout fires early by the clock', () => {
    let clock = 0;
    const onIdle = vi.fn();
    const timer = createIdleTimer({ timeoutMs: 10 * MINUTE, onIdle, now: () => clock });
    timer.start();
    clock = 6 * MINUTE;
    timer.activity();
    clock = 10 * MINUTE;
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    clock = 16 * MINUTE;
    vi.advanceTimersByTime(6 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
