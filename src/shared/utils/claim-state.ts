/** Who holds a task of a work queue (review, tagging): claimed by an admin until a moment. */
export type ClaimState = 'free' | 'mine' | 'others';

/** Whether the task is in the pool, held by `me`, or held by someone else (a lapsed claim is free). */
export function claimStateOf(
  task: { claimedBy: string | null; claimedUntil: string | null },
  me: string,
  now: number,
): ClaimState {
  if (!task.claimedBy || !task.claimedUntil || Date.parse(task.claimedUntil) <= now) return 'free';
  return task.claimedBy === me ? 'mine' : 'others';
}
