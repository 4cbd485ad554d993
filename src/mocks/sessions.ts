import { COLLECTIONS } from './collections';
import { db } from './db';
import { randomHex } from './random';
import type { Row } from './row';

/** A session ends after this long without a call made with its token. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** A session ends this long after its sign-in, however busy. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/**
 * How stale `lastSeenAt` may get before a call writes it again: every write is kept (localStorage, the
 * server's file), so a burst of calls writes it once, at the cost of ending a session up to this early.
 */
const TOUCH_EVERY_MS = 60 * 1000;
/**
 * Sessions the mock keeps: the oldest go first, so the browser's storage, where the demo keeps its
 * changes, never fills up with sign-ins (a sign-in with full storage would otherwise be refused).
 */
const KEPT_SESSIONS = 20;

export interface SessionRow extends Row {
  token: string;
  accountId: number;
  /** ISO times; a row kept by an older version of the mock has neither, and counts as ended. */
  startedAt?: string;
  lastSeenAt?: string;
}

const sessions = () => db.all<SessionRow>(COLLECTIONS.sessions);

/** Whether the session has outlived its idle time or its absolute age at `now` (ms). */
export function sessionExpired(session: Pick<SessionRow, 'startedAt' | 'lastSeenAt'>, now: number): boolean {
  const started = Date.parse(session.startedAt ?? '');
  const seen = Date.parse(session.lastSeenAt ?? '');
  if (Number.isNaN(started) || Number.isNaN(seen)) return true;
  return now - seen >= SESSION_IDLE_MS || now - started >= SESSION_MAX_AGE_MS;
}

/** The live session of `token`, its idle time started again; undefined when there is none or it has ended. */
export function liveSession(token: string): SessionRow | undefined {
  const session = db.find<SessionRow>(COLLECTIONS.sessions, (row) => row.token === token);
  const now = Date.now();
  if (!session || sessionExpired(session, now)) return undefined;
  if (now - Date.parse(session.lastSeenAt!) < TOUCH_EVERY_MS) return session;
  return db.update<SessionRow>(COLLECTIONS.sessions, session.id, { lastSeenAt: new Date(now).toISOString() });
}

/** Signs the account in: a new token, after dropping ended sessions and the oldest beyond the kept number. */
export function startSession(accountId: number): SessionRow {
  const now = Date.now();
  sessions()
    .filter((session) => sessionExpired(session, now))
    .forEach((session) => db.remove(COLLECTIONS.sessions, session.id));
  const kept = sessions();
  // Ids grow with every insert: the lowest are the oldest.
  [...kept]
    .sort((a, b) => a.id - b.id)
    .slice(0, Math.max(0, kept.length - KEPT_SESSIONS + 1))
    .forEach((session) => db.remove(COLLECTIONS.sessions, session.id));
  const at = new Date(now).toISOString();
  return db.insert<SessionRow>(COLLECTIONS.sessions, {
    token: randomHex(24),
    accountId,
    startedAt: at,
    lastSeenAt: at,
  });
}

/** Ends the session of `token` (a sign-out). */
export function endSession(token: string): void {
  const session = db.find<SessionRow>(COLLECTIONS.sessions, (row) => row.token === token);
  if (session) db.remove(COLLECTIONS.sessions, session.id);
}

/** Ends every session of the account but the one of `exceptToken` (the caller's own, when it is hers). */
export function endSessionsOf(accountId: number, exceptToken = ''): void {
  sessions()
    .filter((session) => session.accountId === accountId && session.token !== exceptToken)
    .forEach((session) => db.remove(COLLECTIONS.sessions, session.id));
}
