import { AI_AUDIT_SOURCES, MACHINE_DECISIONS } from './rules';
import {
  MACHINE_STATUSES,
  type Decision,
  type MachineStatus,
  type ReviewAction,
  type TaskSource,
  type TaskType,
} from './types';

/**
 * The queue screens that show each source's tasks: reading a task needs one of them, deciding it needs
 * that screen's action entry for the decision (`grantOfAction`). The mock's permission table and the
 * screens read this one map.
 */
const QUEUE_SCREENS: Record<TaskSource, readonly string[]> = {
  post: ['/content-review/work-order', '/content-review/ai-audit-manage', '/posts-manage/user-report-post'],
  comment: ['/content-review/work-order', '/content-review/ai-comment-manage'],
  image: ['/image-risk-control/pending-list', '/content-review/ai-audit-manage'],
  warmth: ['/content-review/warmth-examine'],
  'male-detect': ['/content-review/ai-male-user-detect'],
  objection: ['/content-review/opposition-posts-audit'],
};

export const ALL_QUEUE_SCREENS = [...new Set(Object.values(QUEUE_SCREENS).flat())];

/** The action entry of a queue screen that each action needs: punishing and banning are punishments. */
export type QueueGrant = 'review' | 'punish' | 'blacklist';
export function grantOfAction(action: ReviewAction | unknown): QueueGrant {
  if (action === 'punish' || action === 'ban') return 'punish';
  if (action === 'blacklist') return 'blacklist';
  return 'review';
}

/**
 * The entries that let a caller read tasks of these sources, or act on them: the screens that show all of
 * them (a batch from one queue, a queue of several sources), or those screens' action entries.
 */
export function queueGrants(sources: readonly TaskSource[], action?: QueueGrant): string[] {
  const [first, ...rest] = [...new Set(sources)];
  if (!first) return [];
  const screens = QUEUE_SCREENS[first].filter((uri) => rest.every((source) => QUEUE_SCREENS[source].includes(uri)));
  return screens.map((uri) => (action ? `${uri}:${action}` : uri));
}

/** What a queue screen lists and what it offers. */
export interface QueueDefinition {
  sources: readonly TaskSource[];
  /** One type only, when it names one (the screen then neither shows nor filters the type). */
  taskType?: TaskType;
  /** Only tasks the machine left in these statuses (the screen's machine filter offers only these). */
  machineStatuses?: readonly MachineStatus[];
  /** The decisions the screen offers, where the task allows them (`decisionsFor`), in button order. */
  decisions: readonly Decision[];
  /** false: the machine's content review means nothing here (its own model scored the task); not shown. */
  machineReview?: false;
}

/** The review actions of the queues that came first: a moderator's pass, ignore, delete and punish. */
const REVIEW_DECISIONS: readonly Decision[] = ['pass', 'ignore', 'delete', 'punish'];

/** The queue screens built so far, by uri: the screens, and the side menu's waiting counts, read it. */
export const QUEUE_OF_SCREEN: Record<string, QueueDefinition> = {
  '/content-review/work-order': { sources: ['post', 'comment'], decisions: REVIEW_DECISIONS },
  '/content-review/ai-comment-manage': { sources: ['comment'], taskType: 'audit', decisions: REVIEW_DECISIONS },
  '/content-review/opposition-posts-audit': { sources: ['objection'], decisions: REVIEW_DECISIONS },
  '/content-review/warmth-examine': { sources: ['warmth'], decisions: REVIEW_DECISIONS },
  '/posts-manage/user-report-post': { sources: ['post'], taskType: 'report', decisions: REVIEW_DECISIONS },
  '/content-review/ai-audit-manage': {
    sources: AI_AUDIT_SOURCES,
    taskType: 'audit',
    machineStatuses: MACHINE_DECISIONS,
    decisions: ['confirm', 'overturn', 'punish'],
  },
  '/content-review/ai-male-user-detect': {
    sources: ['male-detect'],
    taskType: 'audit',
    decisions: ['ban', 'dismiss'],
    machineReview: false,
  },
  '/image-risk-control/pending-list': {
    sources: ['image'],
    taskType: 'audit',
    decisions: ['pass', 'delete', 'blacklist', 'punish'],
  },
};

/**
 * Waiting tasks by source: by type, and the audits by what the machine concluded (a queue of machine
 * decisions counts only those), as the counts call answers.
 */
export type WaitingCounts = Record<
  TaskSource,
  { audit: number; report: number; machine: Record<MachineStatus, number> }
>;

export const emptyCounts = () => ({
  audit: 0,
  report: 0,
  machine: Object.fromEntries(MACHINE_STATUSES.map((status) => [status, 0])) as Record<MachineStatus, number>,
});

/** How many tasks wait in a queue screen. */
export function waitingIn(queue: QueueDefinition, counts: WaitingCounts): number {
  return queue.sources.reduce((sum, source) => {
    const of = counts[source];
    if (queue.machineStatuses) return sum + queue.machineStatuses.reduce((n, status) => n + of.machine[status], 0);
    return sum + (queue.taskType ? of[queue.taskType] : of.audit + of.report);
  }, 0);
}
