import { db } from '../../../mocks/db';
import { fingerprintOf } from '../rules';
import { IMAGE_RISK_COLLECTIONS as C, type BlacklistRow } from './seed';

/** The blacklist entry holding this picture's fingerprint, if any. */
export function blacklistEntryOf(image: string): BlacklistRow | undefined {
  const fingerprint = fingerprintOf(image);
  return db.find<BlacklistRow>(C.blacklist, (row) => row.fingerprint === fingerprint);
}

/**
 * Puts a picture on the blacklist (the review queue's blacklist decision calls this). The caller refuses a
 * picture already there; this only records it.
 */
export function addToBlacklist(image: string, taskId: number, addedBy: string): BlacklistRow {
  return db.insert<BlacklistRow>(C.blacklist, {
    fingerprint: fingerprintOf(image),
    image,
    taskId,
    addedBy,
    addedAt: new Date().toISOString(),
  });
}
