import { defineMachine } from '../../shared/components/status-tag/state-machine';
import type {
  Decision,
  MachineStatus,
  PostType,
  ReviewAction,
  ReviewStatus,
  ReviewTask,
  TaskSource,
  TaskType,
} from './types';

/** How long opening a task keeps it for the moderator who opened it. */
export const CLAIM_MS = 5 * 60_000;
/** How long a pass or an ignore can be taken back by whoever decided it. */
export const UNDO_MS = 8_000;

/**
 * The moderators' side of a task. Returning a task to the pool keeps it waiting (it only lets go of the
 * claim); undo puts a pass or an ignore back in the queue.
 */
export const reviewMachine = defineMachine<ReviewStatus, ReviewAction>({
  states: {
    notProcessed: { label: 'review:status.notProcessed', color: 'gold' },
    manualPassed: { label: 'review:status.manualPassed', color: 'green' },
    processed: { label: 'review:status.processed', color: 'default' },
  },
  transitions: {
    pass: { from: ['notProcessed'], to: 'manualPassed' },
    delete: { from: ['notProcessed'], to: 'processed' },
    ignore: { from: ['notProcessed'], to: 'processed' },
    punish: { from: ['notProcessed'], to: 'processed' },
    returnToPool: { from: ['notProcessed'], to: 'notProcessed' },
    undo: { from: ['manualPassed', 'processed'], to: 'notProcessed' },
  },
});

/**
 * What each kind of task can be decided as: an audit is passed or not (the item is fine, or removed, or
 * its author punished); a report is upheld (delete, punish) or ignored (the report was unfounded).
 */
const DECISIONS_BY_TYPE: Record<TaskType, readonly Decision[]> = {
  audit: ['pass', 'delete', 'punish'],
  report: ['ignore', 'delete', 'punish'],
};
const UNDOABLE: readonly Decision[] = ['pass', 'ignore'];

export type ClaimState = 'free' | 'mine' | 'others';

/** Whether the task is in the pool, held by `me`, or held by someone else (a lapsed claim is free). */
export function claimStateOf(
  task: Pick<ReviewTask, 'claimedBy' | 'claimedUntil'>,
  me: string,
  now: number,
): ClaimState {
  if (!task.claimedBy || !task.claimedUntil || Date.parse(task.claimedUntil) <= now) return 'free';
  return task.claimedBy === me ? 'mine' : 'others';
}

export type Refusal =
  | { kind: 'claimedByOther'; by: string }
  | { kind: 'notAllowed'; action: ReviewAction }
  | { kind: 'undoExpired' }
  | { kind: 'notYours' };

/**
 * Whether `me` may take `action` on the task now, and if not, why: the one rule the queue's buttons,
 * its keys and the mock backend all apply.
 */
export function refusalOf(task: ReviewTask, action: ReviewAction, me: string, now: number): Refusal | null {
  if (!reviewMachine.can(action, task.status)) return { kind: 'notAllowed', action };
  if (action === 'undo') {
    const outcome = task.outcome;
    if (!outcome || !UNDOABLE.includes(outcome.decision)) return { kind: 'notAllowed', action };
    if (outcome.operator !== me) return { kind: 'notYours' };
    if (now - Date.parse(outcome.decidedAt) > UNDO_MS) return { kind: 'undoExpired' };
    return null;
  }
  const claim = claimStateOf(task, me, now);
  if (claim === 'others') return { kind: 'claimedByOther', by: task.claimedBy! };
  if (action === 'returnToPool') return claim === 'mine' ? null : { kind: 'notAllowed', action };
  if (!DECISIONS_BY_TYPE[task.type].includes(action)) return { kind: 'notAllowed', action };
  return null;
}

/** The actions `me` can take on the task now, in the machine's order. */
export function actionsFor(task: ReviewTask, me: string, now: number): ReviewAction[] {
  return reviewMachine.actionsFrom(task.status).filter((action) => !refusalOf(task, action, me, now));
}

/** Whether a decision can be taken back for a few seconds (pass and ignore). */
export const isUndoable = (decision: Decision) => UNDOABLE.includes(decision);

/** Claims a task for `me` from now: opening it, or acting on a task still in the pool. */
export function claimed(me: string, now: number): Pick<ReviewTask, 'claimedBy' | 'claimedUntil'> {
  return { claimedBy: me, claimedUntil: new Date(now + CLAIM_MS).toISOString() };
}

export const RELEASED: Pick<ReviewTask, 'claimedBy' | 'claimedUntil'> = { claimedBy: null, claimedUntil: null };

/**
 * Spec 4: vote posts skip content review, so a machine pass sends them straight to tagging; every other
 * post waits for a moderator, and a block by the machine always does (a person confirms or overturns it).
 */
export function afterMachineReview(postType: PostType, machine: MachineStatus): { review: boolean; tagging: boolean } {
  if (postType === 'vote' && machine === 'machinePassed') return { review: false, tagging: true };
  return { review: true, tagging: false };
}

/** Spec 4: a post passed by a moderator goes on to tagging. */
export const createsTaggingTask = (decision: Decision, source: TaskSource) => decision === 'pass' && source === 'post';
