import { db } from '../../../mocks/db';
import { randomHex } from '../../../mocks/random';
import type { Row } from '../../../mocks/row';

/**
 * The codes the mock's chat-app authorize step hands out, as an OAuth server does: each bound to the
 * `state` the console sent, usable once, for a few minutes.
 */
const CHAT_APP_CODES = 'chat-app-codes';

/** How long a code waits for its exchange. */
export const CHAT_APP_CODE_MS = 5 * 60 * 1000;

interface ChatAppCodeRow extends Row {
  code: string;
  state: string;
  issuedAt: string;
}

const expired = (row: ChatAppCodeRow, now: number) => now - Date.parse(row.issuedAt) >= CHAT_APP_CODE_MS;

/** A new code for the sign-in that sent `state` (codes past their time are dropped first). */
export function issueChatAppCode(state: string): string {
  const now = Date.now();
  db.all<ChatAppCodeRow>(CHAT_APP_CODES)
    .filter((row) => expired(row, now))
    .forEach((row) => db.remove(CHAT_APP_CODES, row.id));
  const code = randomHex(24);
  db.insert<ChatAppCodeRow>(CHAT_APP_CODES, { code, state, issuedAt: new Date(now).toISOString() });
  return code;
}

/**
 * Whether `code` was issued for `state` and is still waiting. Shown once, a code is spent whatever the
 * answer: one presented with another state may have been stolen.
 */
export function redeemChatAppCode(code: string, state: string): boolean {
  const row = db.find<ChatAppCodeRow>(CHAT_APP_CODES, (candidate) => candidate.code === code);
  if (!row) return false;
  db.remove(CHAT_APP_CODES, row.id);
  return Boolean(state) && row.state === state && !expired(row, Date.now());
}
