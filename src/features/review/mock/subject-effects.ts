import { db } from '../../../mocks/db';
import type { Row } from '../../../mocks/row';
import type { RemovalReason } from '../../../shared/moderation/decision-reasons';
import { COMMENTS_COLLECTION, type CommentRow } from '../../comments/mock';
import { POSTS_COLLECTION, type PostRow } from '../../posts/mock';
import type { SubjectEffect } from '../rules';
import { REVIEW_COLLECTIONS as C, type ReviewTaskRow } from './seed';

/** The fields of a post or comment a decision changed, as they were, so that an undo puts them back. */
interface SubjectBeforeRow extends Row {
  taskId: number;
  collection: string;
  subjectId: number;
  fields: Partial<PostRow & CommentRow>;
}

/**
 * The post or comment a task is about (for a picture, the post it is in), in the collection the posts and
 * comments screens read.
 */
function subjectOf(task: ReviewTaskRow): { collection: string; row: PostRow | CommentRow } | undefined {
  const [collection, id] =
    task.source === 'comment'
      ? [COMMENTS_COLLECTION, task.subjectId]
      : task.source === 'image'
        ? [POSTS_COLLECTION, task.postId]
        : ['post', 'warmth', 'objection'].includes(task.source)
          ? [POSTS_COLLECTION, task.subjectId]
          : [null, null];
  const row = collection && id ? db.byId<PostRow | CommentRow>(collection, id) : undefined;
  return collection && row ? { collection, row } : undefined;
}

function changesFor(
  task: ReviewTaskRow,
  effect: SubjectEffect,
  row: PostRow | CommentRow,
  by: string,
  at: string,
  reason: RemovalReason | null,
): Partial<PostRow & CommentRow> {
  switch (effect) {
    // Removed once: a second removal keeps who removed it first, and why.
    case 'remove':
      // A picture leaves its post; the post stays.
      if (task.source === 'image') {
        const pictures = (row as PostRow).images;
        const images = pictures.filter((image) => !task.images.includes(image));
        return images.length < pictures.length ? { images } : {};
      }
      if (row.deletedAt) return {};
      return 'publishStatus' in row
        ? { deletedAt: at, deletedBy: by, deleteReason: reason, pinned: false }
        : { deletedAt: at, deletedBy: by };
    case 'restore':
      return row.deletedAt ? { deletedAt: null, deletedBy: null, deleteReason: null } : {};
    case 'warm':
      return 'warmthSince' in row && row.warmthSince ? {} : { warmthSince: at };
  }
}

/**
 * Applies a decision to the post or comment itself (`subjectEffectOf`), the same row every screen lists,
 * and keeps what it changed so that an undo of the decision puts it back.
 */
export function applyToSubject(
  task: ReviewTaskRow,
  effect: SubjectEffect | null,
  by: string,
  at: string,
  reason: RemovalReason | null,
): void {
  const subject = effect && subjectOf(task);
  if (!subject) return;
  const changes = changesFor(task, effect, subject.row, by, at, reason);
  const keys = Object.keys(changes) as Array<keyof typeof changes>;
  if (keys.length === 0) return;
  const before = Object.fromEntries(keys.map((key) => [key, (subject.row as Partial<PostRow & CommentRow>)[key]]));
  db.insert<SubjectBeforeRow>(C.subjectsBefore, {
    taskId: task.id,
    collection: subject.collection,
    subjectId: subject.row.id,
    fields: before,
  });
  db.update(subject.collection, subject.row.id, changes);
}

/** Puts back what the task's last decision changed on its post or comment (an undo). */
export function undoOnSubject(task: ReviewTaskRow): void {
  const kept = db
    .all<SubjectBeforeRow>(C.subjectsBefore)
    .filter((row) => row.taskId === task.id)
    .at(-1);
  if (!kept) return;
  db.update(kept.collection, kept.subjectId, kept.fields);
  db.remove(C.subjectsBefore, kept.id);
}
