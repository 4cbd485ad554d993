import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from './mock-calls';
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS, sessionExpired } from './sessions';

const MINUTE = 60 * 1000;
const START = Date.parse('2026-03-02T08:00:00Z');

const accountStatus = async (token: string) => (await callMock('GET', '/admin/api/account', { token })).status;

beforeAll(startMock);
beforeEach(() => {
  resetMock();
  // Only the clock: msw's and the handlers' promises keep running as they do.
  vi.useFakeTimers({ toFake: ['Date'], now: START });
});
afterEach(() => vi.useRealTimers());

describe('a session of the mock', () => {
  it('ends after the idle time without a call', async () => {
    const token = await signInAs('admin');
    vi.setSystemTime(START + SESSION_IDLE_MS - MINUTE);
    expect(await accountStatus(token)).toBe(200);
    // The call restarted the idle time.
    vi.setSystemTime(START + 2 * SESSION_IDLE_MS - 2 * MINUTE);
    expect(await accountStatus(token)).toBe(200);
    vi.setSystemTime(START + 3 * SESSION_IDLE_MS - 2 * MINUTE);
    expect(await accountStatus(token)).toBe(401);
  });

  it('ends at its absolute age however busy it is', async () => {
    const token = await signInAs('admin');
    for (let at = START + 30 * MINUTE; at < START + SESSION_MAX_AGE_MS; at += 30 * MINUTE) {
      vi.setSystemTime(at);
      expect(await accountStatus(token), `at ${(at - START) / MINUTE} minutes`).toBe(200);
    }
    vi.setSystemTime(START + SESSION_MAX_AGE_MS);
    expect(await accountStatus(token)).toBe(401);
    // A new sign-in starts a new session.
    expect(await accountStatus(await signInAs('admin'))).toBe(200);
  });

  it('counts a session kept without its times (an older version of the mock) as ended', () => {
    expect(sessionExpired({}, START)).toBe(true);
    const at = new Date(START).toISOString();
    expect(sessionExpired({ startedAt: at, lastSeenAt: at }, START)).toBe(false);
  });

  it('ends at logout, and only that one', async () => {
    const first = await signInAs('admin');
    const second = await signInAs('admin');
    await callMock('POST', '/admin/api/logout', { token: first });
    expect(await accountStatus(first)).toBe(401);
    expect(await accountStatus(second)).toBe(200);
  });
});
