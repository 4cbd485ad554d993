import type { ContentLanguage, LangTexts } from '../../shared/components/lang-fields/content-languages';
import type { PostType } from '../../shared/types/post-types';

export const EVENT_SCREENS = {
  posts: '/activity-manage/activity-posts-manage',
  rewards: '/activity-manage/topic-rewards-manage',
} as const;

type EventPhase = 'upcoming' | 'running' | 'ended';

/** An event: a campaign around one topic; posts filed under it during its window are entered. */
export interface AppEvent {
  id: number;
  names: LangTexts<'name'>;
  topicId: number;
  topicName: string;
  startAt: string;
  endAt: string;
  phase: EventPhase;
  entryCount: number;
}

/** How a post came into the event: filed under its topic in the window, or added by an operator. */
type EntrySource = 'topic' | 'operator';

export interface EventEntry {
  id: number;
  eventId: number;
  eventName: string;
  postId: number;
  source: EntrySource;
  /** Shown on the event's page in the app. */
  featured: boolean;
  enteredAt: string;
  addedBy: string | null;
  /** The post, as it is now. */
  content: string;
  language: ContentLanguage;
  type: PostType;
  publisherLogin: string;
  likes: number;
  comments: number;
  postedAt: string;
  /** Deleted since it was entered: it no longer shows on the event's page. */
  deleted: boolean;
}

export interface AddEntriesResult {
  added: number;
}

/** Topic rewards: points or items for the best-ranked posts under a topic during a window. */
export const REWARD_KINDS = ['points', 'items'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];
/** What ranks the posts. */
export const RANK_BY = ['likes', 'comments'] as const;
type RankBy = (typeof RANK_BY)[number];

export interface RewardTier {
  fromRank: number;
  toRank: number;
  /** Points kind. */
  points?: number | null;
  /** Items kind: what each post's author gets. */
  item?: string | null;
}

export interface TopicRewardInput {
  topicId: number;
  kind: RewardKind;
  rankBy: RankBy;
  tiers: RewardTier[];
  startAt: string;
  endAt: string;
}

export type RewardStatus = 'upcoming' | 'running' | 'ended';

export interface TopicReward extends TopicRewardInput {
  id: number;
  topicName: string;
  status: RewardStatus;
  updatedBy: string;
  updatedAt: string;
}

export interface TopicOption {
  id: number;
  name: string;
}

/** A post's place in a reward's ranking and what its author gets. */
export interface Standing {
  rank: number;
  postId: number;
  publisherLogin: string;
  content: string;
  likes: number;
  comments: number;
  reward: string;
}
