/**
 * Image risk control: the pictures the machine flagged wait in the image review queue
 * (image-risk-control/pending-list, tasks of the review model's `image` source); a picture a moderator puts
 * on the blacklist is deleted and its fingerprint kept here, so the same picture is known again.
 */

/** One blacklisted picture. */
export interface BlacklistEntry {
  id: number;
  /** The picture's fingerprint (`fingerprintOf`), unique in the blacklist. */
  fingerprint: string;
  /** The picture itself, for the thumbnail. */
  image: string;
  /** The review task it was blacklisted from; null for entries older than the task history. */
  taskId: number | null;
  addedBy: string;
  addedAt: string;
}
