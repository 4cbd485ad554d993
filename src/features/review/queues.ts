import type { TaskSource } from './types';

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
