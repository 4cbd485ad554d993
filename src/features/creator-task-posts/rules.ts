import { defineMachine } from '../../shared/components/status-tag/state-machine';
import type { TaskPostDecision, TaskPostStatus } from './types';

/** Waiting posts are passed or rejected; a decided post is never decided again. */
export const TASK_POST_MACHINE = defineMachine<TaskPostStatus, TaskPostDecision>({
  states: {
    waiting: { label: 'compose:taskPosts.status.waiting', color: 'gold' },
    passed: { label: 'compose:taskPosts.status.passed', color: 'green' },
    rejected: { label: 'compose:taskPosts.status.rejected', color: 'red' },
  },
  transitions: {
    pass: { from: ['waiting'], to: 'passed' },
    reject: { from: ['waiting'], to: 'rejected' },
  },
});

export type DecisionRefusal = 'unknownDecision' | 'alreadyDecided' | 'noReason' | 'unknownReason';

/**
 * Why a decision on a task post is refused: not pass or reject, the post was decided already, or a
 * reject without one of the known rejection reasons.
 */
export function decisionRefusal(
  status: TaskPostStatus,
  decision: unknown,
  reasonId: unknown,
  knownReason: (id: number) => boolean,
): DecisionRefusal | null {
  if (decision !== 'pass' && decision !== 'reject') return 'unknownDecision';
  if (!TASK_POST_MACHINE.can(decision, status)) return 'alreadyDecided';
  if (decision === 'reject') {
    if (reasonId === undefined || reasonId === null || reasonId === '') return 'noReason';
    if (!Number.isInteger(reasonId) || !knownReason(reasonId as number)) return 'unknownReason';
  }
  return null;
}
