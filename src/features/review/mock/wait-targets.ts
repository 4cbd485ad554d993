import type { ReviewTask } from '../types';

const HOUR = 60 * 60_000;

/**
 * The mock server's settings for how long a task may wait before its queue marks it overdue: reports
 * first (someone asked for action), then pictures, then content audits.
 */
export const WAIT_TARGETS = {
  /** Report tasks (user-report-post, the reports in the review tasks). */
  reportMs: 2 * HOUR,
  /** Picture audits (image-risk-control/pending-list and the AI review of pictures). */
  imageMs: 4 * HOUR,
  /** Every other audit: posts, comments, objections, warmth, male-user detections. */
  auditMs: 8 * HOUR,
} as const;

/** When a task passes its queue's target time (ISO). */
export function dueAtOf(task: Pick<ReviewTask, 'type' | 'source' | 'createdAt'>): string {
  const target =
    task.type === 'report'
      ? WAIT_TARGETS.reportMs
      : task.source === 'image'
        ? WAIT_TARGETS.imageMs
        : WAIT_TARGETS.auditMs;
  return new Date(Date.parse(task.createdAt) + target).toISOString();
}
