import { DECISION_REASONS, type DecisionReason } from '../../shared/moderation/decision-reasons';
import { defineMachine } from '../../shared/components/status-tag/state-machine';
import {
  REPORT_REASONS,
  type ActInput,
  type Decision,
  type MachineStatus,
  type ReviewAction,
  type ReviewStatus,
  type ReviewTask,
  type TaskSource,
} from './types';
import type { PostType } from '../../shared/types/post-types';
import { claimStateOf } from '../../shared/utils/claim-state';
import type { RuleProblem } from '../../shared/types/rule-problem';

/** How long opening a task keeps it for the moderator who opened it. */
export const CLAIM_MS = 5 * 60_000;
/** How long a pass or an ignore can be taken back by whoever decided it. */
export const UNDO_MS = 8_000;

/**
 * The moderators' side of a task. Returning a task to the pool keeps it waiting (it only lets go of the
 * claim); undo puts a pass or an ignore back in the queue. Confirm and overturn end where their effect
 * does (`statusAfter`): the machine table names the usual one.
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
    confirm: { from: ['notProcessed'], to: 'processed' },
    overturn: { from: ['notProcessed'], to: 'manualPassed' },
    ban: { from: ['notProcessed'], to: 'processed' },
    dismiss: { from: ['notProcessed'], to: 'manualPassed' },
    blacklist: { from: ['notProcessed'], to: 'processed' },
    returnToPool: { from: ['notProcessed'], to: 'notProcessed' },
    undo: { from: ['manualPassed', 'processed'], to: 'notProcessed' },
  },
});

/** The sources whose machine decisions ai-audit-manage confirms or overturns. */
export const AI_AUDIT_SOURCES: readonly TaskSource[] = ['post', 'image'];
/** The machine statuses that are a decision a person can confirm or overturn. */
export const MACHINE_DECISIONS: readonly MachineStatus[] = ['machinePassed', 'autoBlocked'];

/**
 * What a task can be decided as. A report is upheld (delete, punish) or ignored (the report was
 * unfounded). An account the male-user detection flagged is banned or the flag dismissed. Any other audit
 * is passed, deleted or its author punished; an image can also go on the blacklist; and a machine decision
 * on a post or an image can be confirmed or overturned.
 */
export function decisionsFor(task: Pick<ReviewTask, 'type' | 'source' | 'machineStatus'>): Decision[] {
  if (task.type === 'report') return ['ignore', 'delete', 'punish'];
  if (task.source === 'male-detect') return ['ban', 'dismiss'];
  return [
    'pass',
    'delete',
    'punish',
    ...(task.source === 'image' ? (['blacklist'] as const) : []),
    ...(AI_AUDIT_SOURCES.includes(task.source) && MACHINE_DECISIONS.includes(task.machineStatus)
      ? (['confirm', 'overturn'] as const)
      : []),
  ];
}

/**
 * Whether the item stays (or comes back) in the app after the decision: a pass, a dismissed flag, a
 * machine pass confirmed or an automatic block overturned. Everything else removes it or leaves it removed.
 */
export function keepsContent(decision: Decision, machine: MachineStatus): boolean {
  if (decision === 'pass' || decision === 'dismiss') return true;
  if (decision === 'confirm') return machine === 'machinePassed';
  if (decision === 'overturn') return machine === 'autoBlocked';
  return false;
}

/** Where a decision leaves the task: a manual pass when the item stays, processed otherwise (an ignored report too). */
export function statusAfter(decision: Decision, machine: MachineStatus): ReviewStatus {
  return keepsContent(decision, machine) && decision !== 'ignore' ? 'manualPassed' : 'processed';
}

/**
 * Whether a decision can be taken back for a few seconds: a pass, an ignore, and what amounts to a pass
 * (a dismissed flag, a kept or restored item). Removals, punishments, bans and the blacklist are final here.
 */
export function isUndoable(decision: Decision, machine: MachineStatus): boolean {
  return decision === 'ignore' || keepsContent(decision, machine);
}

/** The decisions that take something away for good: each needs a reason from the queue's list. */
const NEEDS_REASON: readonly Decision[] = ['delete', 'punish', 'blacklist', 'ban'];
export const needsReason = (action: ReviewAction | unknown): boolean => NEEDS_REASON.includes(action as Decision);
/** The longest note a moderator adds to a reason. */
export const NOTE_MAX_LENGTH = 200;

/** Each queue's short list of reasons, by the source of its tasks; "other" (with a note) always last. */
const REASONS_BY_SOURCE: Record<TaskSource, readonly DecisionReason[]> = {
  post: ['spam', 'abuse', 'sexual', 'misinformation', 'privacy', 'other'],
  comment: ['spam', 'abuse', 'sexual', 'misinformation', 'privacy', 'other'],
  image: ['sexual', 'violence', 'spam', 'copyright', 'other'],
  warmth: ['notWarm', 'spam', 'abuse', 'other'],
  objection: ['spam', 'abuse', 'misinformation', 'other'],
  // Its tasks are only banned or dismissed: these are why an account is banned.
  'male-detect': ['maleAccount', 'impersonation', 'abuse', 'other'],
};

/** The reasons offered for tasks of these sources together (a batch): those every one of them offers. */
export function reasonsFor(sources: readonly TaskSource[]): DecisionReason[] {
  const [first, ...rest] = sources;
  const list = first ? REASONS_BY_SOURCE[first] : DECISION_REASONS;
  return list.filter((reason) => rest.every((source) => REASONS_BY_SOURCE[source].includes(reason)));
}

/**
 * Whether a decision on a task of `source` comes with the reason it needs: one of the source's reasons,
 * a note no longer than NOTE_MAX_LENGTH, and a note at all for "other". The dialog and the mock apply it.
 */
export function reasonRefusal(
  source: TaskSource,
  input: Pick<ActInput, 'action' | 'reasonCode' | 'note'>,
): ReasonRefusal | null {
  if (!needsReason(input.action)) return null;
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (!input.reasonCode) return { kind: 'reasonRequired' };
  if (!REASONS_BY_SOURCE[source].includes(input.reasonCode)) return { kind: 'reasonUnknown' };
  if (note.length > NOTE_MAX_LENGTH) return { kind: 'noteTooLong', max: NOTE_MAX_LENGTH };
  if (input.reasonCode === 'other' && !note) return { kind: 'noteRequired' };
  return null;
}

/** What is missing from a decision that needs a reason. */
export type ReasonRefusal =
  | { kind: 'reasonRequired' }
  | { kind: 'reasonUnknown' }
  | { kind: 'noteRequired' }
  | { kind: 'noteTooLong'; max: number };

export type Refusal =
  | ReasonRefusal
  | { kind: 'claimedByOther'; by: string }
  | { kind: 'notAllowed'; action: ReviewAction }
  | { kind: 'undoExpired' }
  | { kind: 'notYours' }
  /** Told by the server only: the picture is on the blacklist, the account is banned already. */
  | { kind: 'alreadyBlacklisted' }
  | { kind: 'alreadyBanned' };

/**
 * Whether `me` may take `action` on the task now, and if not, why: the one rule the queue's buttons,
 * its keys and the mock backend all apply.
 */
export function refusalOf(task: ReviewTask, action: ReviewAction, me: string, now: number): Refusal | null {
  if (!reviewMachine.can(action, task.status)) return { kind: 'notAllowed', action };
  if (action === 'undo') {
    const outcome = task.outcome;
    if (!outcome || !isUndoable(outcome.decision, task.machineStatus)) return { kind: 'notAllowed', action };
    if (outcome.operator !== me) return { kind: 'notYours' };
    if (now - Date.parse(outcome.decidedAt) > UNDO_MS) return { kind: 'undoExpired' };
    return null;
  }
  const claim = claimStateOf(task, me, now);
  if (claim === 'others') return { kind: 'claimedByOther', by: task.claimedBy! };
  if (action === 'returnToPool') return claim === 'mine' ? null : { kind: 'notAllowed', action };
  if (!decisionsFor(task).includes(action)) return { kind: 'notAllowed', action };
  return null;
}

/** The actions `me` can take on the task now, in the machine's order. */
export function actionsFor(task: ReviewTask, me: string, now: number): ReviewAction[] {
  return reviewMachine.actionsFrom(task.status).filter((action) => !refusalOf(task, action, me, now));
}

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

/**
 * Spec 4: a post a moderator lets through goes on to tagging: passed, a machine pass confirmed, or an
 * automatic block overturned (the post is restored).
 */
export const createsTaggingTask = (decision: Decision, source: TaskSource, machine: MachineStatus) =>
  source === 'post' && keepsContent(decision, machine);

/**
 * What a decision does to the item itself, in the posts and comments the other screens list: `remove`
 * deletes it (it shows in Deleted Posts with who and why), `restore` brings a removed post back (an upheld
 * objection), `warm` puts the post on the warmth top list (a passed nomination). A warmth nomination
 * turned down as "not warm" leaves the post where it was; an objection turned down leaves it removed; a
 * punishment acts on the author and an ignored report on nothing. A picture removed (deleted, blacklisted,
 * its block confirmed) leaves the post it was in; accounts are changed by the ban.
 */
export type SubjectEffect = 'remove' | 'restore' | 'warm';
export function subjectEffectOf(
  task: Pick<ReviewTask, 'source' | 'machineStatus'>,
  decision: Decision,
  reasonCode: DecisionReason | null,
): SubjectEffect | null {
  switch (task.source) {
    case 'warmth':
      if (decision === 'pass') return 'warm';
      return decision === 'delete' && reasonCode !== 'notWarm' ? 'remove' : null;
    case 'objection':
      return decision === 'pass' ? 'restore' : null;
    case 'post':
    case 'comment':
    case 'image':
      if (decision === 'punish' || decision === 'ignore') return null;
      return keepsContent(decision, task.machineStatus) ? null : 'remove';
    default:
      return null;
  }
}

/**
 * What a queue can be searched by, as the URL and the list call name it: the task's ID, the ID of what
 * the task is about (a post, a comment, a picture, an account), its author (part of the login, or the
 * user ID), a part of its text, the day it was raised (`YYYY-MM-DD,YYYY-MM-DD`, both days included) and,
 * for report tasks, a reason its reporters gave.
 */
export const SEARCH_FIELDS = ['id', 'subjectId', 'author', 'content', 'createdAt', 'reason'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchInput = Partial<Record<SearchField, string>>;
/** The longest author or text a search takes. */
export const SEARCH_TEXT_MAX = 100;
const ID_DIGITS = /^\d{1,12}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
function isDay(day: string): boolean {
  const at = new Date(`${day}T00:00:00Z`);
  return DAY.test(day) && !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/** `start,end`: two real days, the first not after the second. */
function isDayRange(range: string): boolean {
  const parts = range.split(',');
  return parts.length === 2 && parts.every(isDay) && parts[0] <= parts[1];
}

type SearchProblemCode = 'taskIdDigits' | 'subjectIdDigits' | 'searchTooLong' | 'searchRange' | 'searchReason';

/**
 * Why a search cannot run, by field: the IDs are digits, the texts at most SEARCH_TEXT_MAX characters, the
 * range two real days in order, the reason one users can give. The filter form and the mock apply it.
 */
export function searchProblems(input: SearchInput): RuleProblem<SearchProblemCode>[] {
  const value = (field: SearchField) => (input[field] ?? '').trim();
  const problems: RuleProblem<SearchProblemCode>[] = [];
  if (value('id') && !ID_DIGITS.test(value('id'))) problems.push({ field: 'id', code: 'taskIdDigits' });
  if (value('subjectId') && !ID_DIGITS.test(value('subjectId')))
    problems.push({ field: 'subjectId', code: 'subjectIdDigits' });
  for (const field of ['author', 'content'] as const)
    if (value(field).length > SEARCH_TEXT_MAX)
      problems.push({ field, code: 'searchTooLong', params: { max: SEARCH_TEXT_MAX } });
  if (value('createdAt') && !isDayRange(value('createdAt'))) problems.push({ field: 'createdAt', code: 'searchRange' });
  if (value('reason') && !(REPORT_REASONS as readonly string[]).includes(value('reason')))
    problems.push({ field: 'reason', code: 'searchReason' });
  return problems;
}
