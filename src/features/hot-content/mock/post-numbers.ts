import { db } from '../../../mocks/db';
import { POSTS_COLLECTION, type PostRow } from '../../posts/mock';
import { hotScore } from '../rules';
import type { HotPostSummary, HotWeights, PostNumbers } from '../types';

const HOUR = 3_600_000;
/** The ranking considers posts of the last week. */
export const CANDIDATE_HOURS = 7 * 24;

/**
 * Unique visitors of a post. The posts model keeps no view count, so the mock derives one that grows
 * with the post's likes and comments (and differs from post to post): what a real service would read
 * from its statistics.
 */
const uvOf = (post: Pick<PostRow, 'id' | 'likes' | 'comments'>) =>
  post.likes * 9 + post.comments * 17 + (post.id % 173) * 3;

export const numbersOf = (post: PostRow, now: number): PostNumbers => ({
  likes: post.likes,
  comments: post.comments,
  uv: uvOf(post),
  ageHours: Math.max(0, Math.floor((now - Date.parse(post.postedAt)) / HOUR)),
});

export function summaryOf(post: PostRow, weights: HotWeights, now: number): HotPostSummary {
  const numbers = numbersOf(post, now);
  return {
    id: post.id,
    content: post.content,
    publisherLogin: post.publisherLogin,
    postedAt: post.postedAt,
    ...numbers,
    score: hotScore(numbers, weights),
  };
}

/** A post that may be shown: published, not deleted, not flagged as spam. */
export const isShowable = (post: PostRow | undefined): post is PostRow =>
  Boolean(post && post.publishStatus === 'published' && !post.deletedAt && post.spam !== 'flagged');

export const postById = (id: number) => db.byId<PostRow>(POSTS_COLLECTION, id);

/** The ranking's candidates: showable posts of the last week, except `excluded`, best score first. */
export function rankedCandidates(weights: HotWeights, now: number, excluded: ReadonlySet<number>): HotPostSummary[] {
  const since = now - CANDIDATE_HOURS * HOUR;
  return db
    .all<PostRow>(POSTS_COLLECTION)
    .filter((post) => isShowable(post) && Date.parse(post.postedAt) >= since && !excluded.has(post.id))
    .map((post) => summaryOf(post, weights, now))
    .sort((a, b) => b.score - a.score || b.id - a.id);
}
