import type { TaskSource, TaskType } from './types';

/**
 * The queue screens that show each source's tasks: reading a task needs one of them, deciding it needs
 * that screen's review action (punishing, its punish action). The mock's permission table and the
 * screens read this one map.
 */
export const QUEUE_SCREENS: Record<TaskSource, readonly string[]> = {
  post: ['/content-review/work-order', '/content-review/ai-audit-manage', '/posts-manage/user-report-post'],
  comment: ['/content-review/work-order', '/content-review/ai-comment-manage'],
  image: ['/image-risk-control/pending-list', '/content-review/ai-audit-manage'],
  warmth: ['/content-review/warmth-examine'],
  device: ['/content-review/device-manage'],
  'male-detect': ['/content-review/ai-male-user-detect'],
  objection: ['/content-review/opposition-posts-audit'],
};

export const ALL_QUEUE_SCREENS = [...new Set(Object.values(QUEUE_SCREENS).flat())];

/**
 * The entries that let a caller read tasks of these sources, or act on them: the screens that show all of
 * them (a batch from one queue, a queue of several sources), or those screens' action entries.
 */
export function queueGrants(sources: readonly TaskSource[], action?: 'review' | 'punish'): string[] {
  const [first, ...rest] = [...new Set(sources)];
  if (!first) return [];
  const screens = QUEUE_SCREENS[first].filter((uri) => rest.every((source) => QUEUE_SCREENS[source].includes(uri)));
  return screens.map((uri) => (action ? `${uri}:${action}` : uri));
}

/** What a queue screen lists: tasks of these sources, of one type when it names one. */
export interface QueueDefinition {
  sources: readonly TaskSource[];
  taskType?: TaskType;
}

/** The queue screens built so far, by uri: the screens, and the side menu's waiting counts, read it. */
export const QUEUE_OF_SCREEN: Record<string, QueueDefinition> = {
  '/content-review/work-order': { sources: ['post', 'comment'] },
  '/content-review/ai-comment-manage': { sources: ['comment'], taskType: 'audit' },
  '/content-review/opposition-posts-audit': { sources: ['objection'] },
  '/content-review/warmth-examine': { sources: ['warmth'] },
  '/posts-manage/user-report-post': { sources: ['post'], taskType: 'report' },
};

/** Waiting tasks by source and type, as the counts call answers. */
export type WaitingCounts = Record<TaskSource, Record<TaskType, number>>;

/** How many tasks wait in a queue screen. */
export function waitingIn(queue: QueueDefinition, counts: WaitingCounts): number {
  return queue.sources.reduce(
    (sum, source) =>
      sum + (queue.taskType ? counts[source][queue.taskType] : counts[source].audit + counts[source].report),
    0,
  );
}
