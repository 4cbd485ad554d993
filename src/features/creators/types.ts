/**
 * The creator centre (creator-center-manage): creators and their levels, fields (categories), creator
 * tasks, the rejection reasons for task posts, the scores operators give creators' posts, and the field
 * verification criteria with their checker.
 */
import type { LangTexts } from '../../shared/components/lang-fields/content-languages';
import type { CreatorLevel } from '../../shared/types/app-user';
import type { ReasonTexts } from '../creator-task-posts';
import type { PostType } from '../../shared/types/post-types';

export type { ReasonTexts, RejectionReason } from '../creator-task-posts';

/** The interface languages the creator centre's own names are written in (fields, rejection reasons). */
export const NAME_LANGUAGES = ['zh', 'en', 'ar'] as const;

/** A creator's field (category): a name in zh, en and ar, a sort value (smaller first). */
export interface CreatorField {
  id: number;
  names: ReasonTexts;
  sort: number;
  /** Creators filed under it (counted, not stored). */
  creatorCount: number;
}
export interface CreatorFieldInput {
  names: ReasonTexts;
  sort: number;
}

/** A level change: who, when, from what, to what and why. */
export interface LevelChange {
  id: number;
  userId: number;
  from: CreatorLevel;
  to: CreatorLevel;
  reason: string;
  by: string;
  at: string;
}

/** A creator as the list shows it (spec: level, field, followers, points, registration time, last login). */
export interface Creator {
  /** The app user's ID. */
  id: number;
  login: string;
  nickname: string;
  avatar: string;
  level: CreatorLevel;
  fieldId: number | null;
  followers: number;
  points: number;
  registeredAt: string;
  lastLoginAt: string;
  /** The latest level change, if an operator ever changed it. */
  lastChange: LevelChange | null;
}
export interface LevelChangeInput {
  level: number;
  reason: string;
}

/** Spec: listing status published or unpublished. */
export const TASK_STATUSES = ['published', 'unpublished'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskAction = 'publish' | 'unpublish' | 'edit' | 'delete';

/** Spec: reward items or points. */
export const REWARD_TYPES = ['points', 'item'] as const;
type RewardType = (typeof REWARD_TYPES)[number];

type TaskTexts = LangTexts<'title' | 'description'>;

/** A creator task (spec: ID, title, star rating 1-5, post type, required post count, reward, listing status, cover, languages). */
export interface CreatorTask {
  id: number;
  /** Title and description per content language; the languages written are the task's languages. */
  texts: TaskTexts;
  stars: number;
  postType: PostType;
  requiredPosts: number;
  rewardType: RewardType;
  /** Points, or how many of the item. */
  rewardAmount: number;
  /** The item's name (item rewards only), as the app's prize catalogue names it. */
  rewardItem: string | null;
  cover: string;
  /** The task conditions (task-system/task-conditions, by name) a creator must all meet to take the task; none: anyone. */
  conditions: string[];
  status: TaskStatus;
  updatedBy: string;
  updatedAt: string;
}
export type CreatorTaskInput = Pick<
  CreatorTask,
  'texts' | 'stars' | 'postType' | 'requiredPosts' | 'rewardType' | 'rewardAmount' | 'rewardItem' | 'cover'
> &
  Partial<Pick<CreatorTask, 'conditions'>>;

/** A creator's post as the scoring screen shows it: the post, its creator and the operators' score. */
export interface CreatorPost {
  id: number;
  content: string;
  language: string;
  type: PostType;
  images: string[];
  postedAt: string;
  likes: number;
  comments: number;
  /** The post's score (posts model, 0 to 100). */
  score: number;
  creatorId: number;
  creatorLogin: string;
  creatorNickname: string;
  creatorLevel: CreatorLevel;
  fieldId: number | null;
  /** Who scored it from the creator centre, and when; null until an operator scores it. */
  scoredBy: string | null;
  scoredAt: string | null;
}

/** The verification criteria (spec 9) of one creator field (domain), all whole numbers. */
export interface VerificationCriteria {
  /** The creator field (domain) they apply to. */
  fieldId: number;
  /** Followers at or above. */
  minFollowers: number;
  /** Likes a post of the last 30 days needs to count as a liked post. */
  minLikes: number;
  /** Liked posts in the last 30 days, at or above. */
  minLikedPosts: number;
  /** Posts in the last 30 days, at or above. */
  minPosts: number;
  updatedBy: string;
  updatedAt: string;
}
export type CriteriaInput = Pick<VerificationCriteria, 'minFollowers' | 'minLikes' | 'minLikedPosts' | 'minPosts'>;

type CriterionKey = 'followers' | 'likedPosts' | 'posts';

/** What the checker says of one user today. */
export interface VerificationCheck {
  userId: number;
  login: string;
  nickname: string;
  level: CreatorLevel;
  /** The creator's field: its criteria were applied. */
  fieldId: number;
  conditions: Array<{ key: CriterionKey; required: number; actual: number; met: boolean }>;
  /** Every condition met. */
  eligible: boolean;
  checkedAt: string;
}
