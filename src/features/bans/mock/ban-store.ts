import { db } from '../../../mocks/db';
import type { Row } from '../../../mocks/row';
import { inForce } from '../rules';
import type { Ban, BanSubject, NewBan } from '../types';

export const BANS_COLLECTION = 'bans';

export type BanRow = Ban & Row;

/** Whether a ban still holds at a time: not lifted and not ended (the rule lives in `rules.ts`). */
export { inForce };

/** The ban in force on an account or a device, if any. */
export function banInForceOn(subject: BanSubject, subjectId: string, now = Date.now()): BanRow | undefined {
  return db.find<BanRow>(
    BANS_COLLECTION,
    (ban) => ban.subject === subject && ban.subjectId === subjectId && inForce(ban, now),
  );
}

/**
 * Bans an account or a device (the mock's one way to add a ban, used by every screen that bans). The
 * caller refuses a second ban on what is already banned (`banRefusal` in `rules.ts`); this only records it.
 */
export function addBan(ban: NewBan, bannedAt = new Date().toISOString()): BanRow {
  return db.insert<BanRow>(BANS_COLLECTION, {
    reasonCode: null,
    ...ban,
    bannedAt,
    liftedAt: null,
    liftedBy: null,
    liftReason: null,
  });
}

/** Lifts a ban in force, with who lifted it and why. The caller checks `liftRefusal` first. */
export function liftBan(id: number, liftedBy: string, liftReason: string): BanRow {
  return db.update<BanRow>(BANS_COLLECTION, id, {
    liftedAt: new Date().toISOString(),
    liftedBy,
    liftReason,
  })!;
}
