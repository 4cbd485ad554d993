/** The mock server's setting: a post waiting for tags longer than this is marked overdue in the tagging queues. */
export const TAGGING_WAIT_TARGET_MS = 24 * 60 * 60_000;

/** When a tagging task passes the target (ISO). */
export const taggingDueAt = (createdAt: string) =>
  new Date(Date.parse(createdAt) + TAGGING_WAIT_TARGET_MS).toISOString();
