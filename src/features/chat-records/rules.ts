import { CHAT_RULES } from './types';

/**
 * The rules of reading chat records, shared by the screen and the mock: a search names one user, and a
 * conversation's messages are read only under an access its admin opened with a reason, which lapses.
 */

export type UserIdProblem = 'missing' | 'format';

/** What is wrong with a typed user ID, or null for a good one. */
export function userIdProblem(value: string | null | undefined): UserIdProblem | null {
  const text = (value ?? '').trim();
  if (!text) return 'missing';
  return CHAT_RULES.userIdPattern.test(text) ? null : 'format';
}

export type ReasonProblem = 'missing' | 'tooLong';

/** A reason for reading a conversation: required once trimmed, within the length limit. */
export function reasonProblem(reason: unknown): ReasonProblem | null {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) return 'missing';
  return text.length > CHAT_RULES.reasonMaxLength ? 'tooLong' : null;
}

const DAY_MS = 86_400_000;

/**
 * `YYYY-MM-DD,YYYY-MM-DD` (both days included, local time) to a test of ISO times; no range lets every
 * time through; a malformed or backwards range is null.
 */
export function dayRange(range: string | null | undefined): ((iso: string) => boolean) | null {
  if (!range) return () => true;
  const match = /^(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})$/.exec(range);
  if (!match) return null;
  const from = new Date(`${match[1]}T00:00:00`).getTime();
  const to = new Date(`${match[2]}T00:00:00`).getTime() + DAY_MS;
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from) return null;
  return (iso) => {
    const at = new Date(iso).getTime();
    return at >= from && at < to;
  };
}

export interface AccessGrant {
  conversationId: number;
  admin: string;
  at: string;
}

export type AccessRefusal = 'noAccess' | 'otherAdmin' | 'otherConversation' | 'expired';

/** When an access opened at `at` lapses. */
export function accessExpiry(at: string): string {
  return new Date(new Date(at).getTime() + CHAT_RULES.accessMinutes * 60_000).toISOString();
}

/**
 * Whether `admin` may read conversation `conversationId` under `access` at `now`: only the admin who gave
 * the reason, only that conversation, only until the access lapses.
 */
export function accessRefusal(
  access: AccessGrant | undefined,
  admin: string,
  conversationId: number,
  now: number,
): AccessRefusal | null {
  if (!access) return 'noAccess';
  if (access.admin !== admin) return 'otherAdmin';
  if (access.conversationId !== conversationId) return 'otherConversation';
  return new Date(accessExpiry(access.at)).getTime() <= now ? 'expired' : null;
}
