import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMenuStore } from '../../../shared/stores/menu-store';
import { subjectEffectOf } from '../rules';
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

type LinkedTask = Pick<QueueTask, 'source' | 'subjectId' | 'postId' | 'machineStatus' | 'outcome'>;

/** Whether the task's post is removed now: by the task's decision, or, for an objection, still. */
function postRemoved(task: LinkedTask): boolean {
  const { outcome } = task;
  const effect = outcome && subjectEffectOf(task, outcome.decision, outcome.reasonCode ?? null);
  return effect === 'remove' || (task.source === 'objection' && effect !== 'restore');
}

/**
 * Where the console lists the item: a post in New and Hot Post List, or in Deleted Posts once removed (by
 * the task's decision, or before an objection to it is upheld), a comment among its post's comments in
 * Comment Management, a picture in the post it is in. Accounts are shown on the task itself.
 */
function addressOf(task: LinkedTask): string | null {
  if (task.source === 'post' || task.source === 'warmth' || task.source === 'objection')
    return `/posts-manage/${postRemoved(task) ? 'deleted-posts' : 'new-post-list'}?id=${task.subjectId}`;
  if (task.source === 'comment' && task.postId) return `/posts-manage/comment-manage?postId=${task.postId}`;
  if (task.source === 'image' && task.postId) return `/posts-manage/new-post-list?id=${task.postId}`;
  return null;
}

/**
 * The ID of what the task is about ("Post 2001234"), a link to where the console lists it for an admin
 * who may open that screen.
 */
export function SubjectLink({ task }: { task: LinkedTask }) {
  const { t } = useTranslation('review');
  const address = addressOf(task);
  const path = address?.split('?')[0];
  const canOpen = useMenuStore((state) => !!path && state.routes.some((route) => route.path === path));
  const kind = KIND_OF[task.source];
  const text =
    kind === 'comment' && task.postId
      ? t('subject.commentOn', { id: task.subjectId, postId: task.postId })
      : kind === 'picture' && task.postId
        ? t('subject.pictureIn', { id: task.subjectId, postId: task.postId })
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
