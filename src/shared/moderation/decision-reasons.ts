/**
 * Why content was removed, its author punished or banned, or a picture blacklisted: each review queue offers a short
 * list of these, with a note; "other" needs the note. The removed post keeps the same reason, so the lists
 * of removed content say why in the words the queue used (`kit:decisionReasons.<code>`).
 */
export const DECISION_REASONS = [
  'spam',
  'abuse',
  'sexual',
  'misinformation',
  'privacy',
  'violence',
  'copyright',
  'notWarm',
  'maleAccount',
  'impersonation',
  'other',
] as const;
export type DecisionReason = (typeof DECISION_REASONS)[number];

/** Why a moderator removed something: the reason chosen and the note typed with it. */
export interface RemovalReason {
  reasonCode: DecisionReason;
  note: string;
}
