import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMenuStore } from '../../../shared/stores/menu-store';
import type { QueueTask, TaskSource } from '../types';

/** What a task is about, as the console names it. */
type SubjectKind = 'post' | 'comment' | 'picture' | 'account';
const KIND_OF: Record<TaskSource, SubjectKind> = {
  post: 'post',
  warmth: 'post',
  objection: 'post',
  comment: 'comment',
  image: 'picture',
  'male-detect': 'account',
};

/** The kinds of item a queue's tasks are about, in a fixed order (the item ID filter's label names them). */
export function subjectKinds(sources: readonly TaskSource[]): SubjectKind[] {
  const kinds = new Set(sources.map((source) => KIND_OF[source]));
  return (['post', 'comment', 'picture', 'account'] as const).filter((kind) => kinds.has(kind));
}

/**
 * Where the console lists the item: a post in New and Hot Post List (a removed one, that an objection
 * disputes, in Deleted Posts), a comment among its post's comments in Comment Management. Pictures and
 * accounts are shown on the task itself.
 */
function addressOf(task: Pick<QueueTask, 'source' | 'subjectId' | 'postId'>): string | null {
  if (task.source === 'post' || task.source === 'warmth') return `/posts-manage/new-post-list?id=${task.subjectId}`;
  if (task.source === 'objection') return `/posts-manage/deleted-posts?id=${task.subjectId}`;
  if (task.source === 'comment' && task.postId) return `/posts-manage/comment-manage?postId=${task.postId}`;
  return null;
}

/**
 * The ID of what the task is about ("Post 2001234"), a link to where the console lists it for an admin
 * who may open that screen.
 */
export function SubjectLink({ task }: { task: Pick<QueueTask, 'source' | 'subjectId' | 'postId'> }) {
  const { t } = useTranslation('review');
  const address = addressOf(task);
  const path = address?.split('?')[0];
  const canOpen = useMenuStore((state) => !!path && state.routes.some((route) => route.path === path));
  const kind = KIND_OF[task.source];
  const text =
    kind === 'comment' && task.postId
      ? t('subject.commentOn', { id: task.subjectId, postId: task.postId })
      : t(`subject.${kind}`, { id: task.subjectId });
  return address && canOpen ? (
    // A click opens the item, not the task in the queue.
    <Link to={address} className="review-subject" onClick={(event) => event.stopPropagation()}>
      {text}
    </Link>
  ) : (
    <span>{text}</span>
  );
}
