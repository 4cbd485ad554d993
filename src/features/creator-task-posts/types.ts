/**
 * Posts creators submit for their creator-centre tasks (posts-manage/creator-task-posts-audit): a
 * moderator passes each one, or rejects it with one of the creator centre's rejection reasons.
 */
import type { CreatorLevel } from '../../shared/types/app-user';
import type { PostType } from '../../shared/types/post-types';

/** Where a submitted task post stands. Waiting until a moderator decides; a decision is final. */
export const TASK_POST_STATUSES = ['waiting', 'passed', 'rejected'] as const;
export type TaskPostStatus = (typeof TASK_POST_STATUSES)[number];

export type TaskPostDecision = 'pass' | 'reject';

/** The interface languages the creator centre writes its texts in. */
export type ReasonLanguage = 'zh' | 'en' | 'ar';
export type ReasonTexts = Record<ReasonLanguage, string>;

/** One of the creator centre's reasons for rejecting a task post (creators read it in their language). */
export interface RejectionReason {
  id: number;
  text: ReasonTexts;
}

/** A task post as the audit list shows it. */
export interface CreatorTaskPost {
  id: number;
  taskId: number;
  /** The task's title per language, as operators wrote it. */
  taskTitle: ReasonTexts;
  /** The task's star rating, 1 to 5 (spec). */
  taskStars: number;
  creatorId: number;
  creatorLogin: string;
  creatorNickname: string;
  creatorLevel: CreatorLevel;
  postId: number;
  postType: PostType;
  /** The post's text as the creator wrote it; shown as text, in its own direction. */
  postContent: string;
  postImages: string[];
  submittedAt: string;
  status: TaskPostStatus;
  decidedBy: string | null;
  decidedAt: string | null;
  rejectionReasonId: number | null;
  /** The rejection reason's texts, when rejected. */
  rejectionReason: ReasonTexts | null;
}

export interface TaskPostDecisionInput {
  decision: TaskPostDecision;
  /** Required to reject: one of the seeded rejection reasons. */
  reasonId?: number;
}
