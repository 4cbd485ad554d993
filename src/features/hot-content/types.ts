/**
 * Hot content: numbered hot positions that show one post each during a time window, the ranking that
 * proposes posts for them (a score from likes, comments, unique visitors and age), the community
 * operation positions that carry hand-picked posts, and the community settings the ranking uses.
 */

/** Spec: a hot position's states, derived from its window and from what it shows (`statusOf`). */
export type HotStatus = 'toBeDisplayed' | 'displaying' | 'displayed' | 'expired';

/** The minimums a post must reach to show in a position. */
export interface HotMinimums {
  minUv: number;
  minLikes: number;
  minComments: number;
}

/** A hot position as stored. */
export interface HotPosition extends HotMinimums {
  id: number;
  /** 1 to the configured number of positions; one position per number at a time. */
  number: number;
  /** The post it shows; null while empty (a refresh or the pool fills it). */
  postId: number | null;
  startAt: string;
  endAt: string;
  /** Set when an admin cleared it: the post came off and the window ended then. */
  clearedAt: string | null;
  clearedBy: string | null;
  updatedBy: string;
  updatedAt: string;
}

/** What a post brings to the ranking. */
export interface PostNumbers {
  likes: number;
  comments: number;
  /** Unique visitors. */
  uv: number;
  /** Hours since it was posted. */
  ageHours: number;
}

/** The post shown in a position or proposed for one, as lists show it. */
export interface HotPostSummary extends PostNumbers {
  id: number;
  content: string;
  publisherLogin: string;
  postedAt: string;
  score: number;
}

/** A hot position as the lists show it: its derived status and its post's numbers. */
export interface HotPositionView extends HotPosition {
  status: HotStatus;
  post: HotPostSummary | null;
}

export interface HotPositionInput extends HotMinimums {
  number: number;
  postId: number | null;
  startAt: string;
  endAt: string;
}

/** The community settings the ranking and the refresh use. */
export interface HotWeights {
  likeWeight: number;
  commentWeight: number;
  /** Per 100 unique visitors. */
  uvWeight: number;
  /** How fast age pulls a score down (the exponent of the age term). */
  gravity: number;
}

export interface CommunityConfig extends HotWeights {
  /** Minutes between two refreshes of the hot list. */
  refreshWaitMinutes: number;
  /** How many hot positions there are (numbers 1..positionCount). */
  positionCount: number;
  updatedBy: string;
  updatedAt: string;
}

export type CommunityConfigInput = Omit<CommunityConfig, 'updatedBy' | 'updatedAt'>;

/** The hot list's refresh: when it was last refreshed and when the next one is allowed. */
export interface RefreshState {
  lastRefreshAt: string | null;
  lastRefreshBy: string | null;
  waitMinutes: number;
  /** When a refresh is possible again; null when it is now. */
  nextAt: string | null;
}

export interface RefreshResult extends RefreshState {
  /** Positions a refresh gave a post. */
  filled: number;
}

/** A post in the operation position pool: a candidate by score, not shown in any position. */
export interface PoolCandidate extends HotPostSummary {
  rank: number;
}

/** What the score test answers. */
export interface ScoreTestResult {
  score: number;
  /** Where the ranking would put it among today's candidates (1 = first). */
  rank: number;
  /** The hot position it would take, or null when it ranks below them. */
  position: number | null;
  candidates: number;
}

/** A community operation position: a place in the app that carries hand-picked posts in order. */
export interface CommunitySlot {
  id: number;
  key: string;
  name: { zh: string; en: string; ar: string };
  capacity: number;
}

export interface CommunityRecommendation {
  id: number;
  slotId: number;
  postId: number;
  order: number;
  addedBy: string;
  addedAt: string;
}

export interface CommunityRecommendationView extends CommunityRecommendation {
  post: HotPostSummary | null;
}
