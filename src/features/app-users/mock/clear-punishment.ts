import { db } from '../../../mocks/db';
import { mockVoice } from '../../../mocks/mock-voice';
import type { ClearKind } from '../types';
import { APP_USER_COLLECTIONS as C, type AppUserRow, type PunishmentRow } from './seed';

/** The user field each clear empties. */
export const CLEARED_FIELD: Record<ClearKind, 'avatar' | 'nickname' | 'profile'> = {
  'clear-avatar': 'avatar',
  'clear-name': 'nickname',
  'clear-profile': 'profile',
};

/** A clear refused because that part of the user is cleared already. */
interface ClearRefusal {
  kind: ClearKind;
  login: string;
}

const voice = mockVoice('users');

/** The refusal in the caller's language (`users:refusals.alreadyCleared.<kind>`). */
export const clearRefusalText = (request: Request, { kind, login }: ClearRefusal): Promise<string> =>
  voice.say(request, `refusals.alreadyCleared.${kind}`, { login });

export const defaultNickname = (user: AppUserRow) => `user${user.id}`;
const isCleared = (user: AppUserRow, kind: ClearKind) =>
  kind === 'clear-name' ? user.nickname === defaultNickname(user) : user[CLEARED_FIELD[kind]] === '';

export const isClearKind = (kind: unknown): kind is ClearKind =>
  kind === 'clear-avatar' || kind === 'clear-name' || kind === 'clear-profile';

/**
 * Clears a user's avatar, nickname (back to user<ID>) or profile and records the punishment, keeping
 * what was cleared so that an accepted appeal can put it back. The user list and the review queues both
 * punish this way. Answers the refusal when that part is already cleared (`clearRefusalText` words it).
 */
export function applyClear(
  user: AppUserRow,
  kind: ClearKind,
  reason: string,
  operator: string,
): { punishment: PunishmentRow } | { refusal: ClearRefusal } {
  if (isCleared(user, kind)) return { refusal: { kind, login: user.login } };
  const field = CLEARED_FIELD[kind];
  const previousValue = user[field];
  db.update<AppUserRow>(C.users, user.id, { [field]: kind === 'clear-name' ? defaultNickname(user) : '' });
  const punishment = db.insert<PunishmentRow>(C.punishments, {
    userId: user.id,
    kind,
    duration: null,
    reason,
    startAt: new Date().toISOString(),
    endAt: null,
    operator,
    liftedAt: null,
    liftedBy: null,
    liftedWhy: null,
    previousValue,
  });
  return { punishment };
}
