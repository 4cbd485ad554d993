import type { ContentLanguage } from '../../shared/components/lang-fields/content-languages';
import type { RemovalReason } from '../../shared/moderation/decision-reasons';
import type { PostType } from '../../shared/types/post-types';

/** Spec: a post's publish status. */
export const PUBLISH_STATUSES = ['published', 'unpublished'] as const;
type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** Spec: what operators do to a post. Featuring cannot be undone. */
export const POST_ACTIONS = ['publish', 'unpublish', 'top', 'untop', 'delete', 'removeTopic', 'feature'] as const;

/**
 * The machine's spam check on a post (ai-identified-spam-posts): `flagged` waits for a person, who
 * confirms it (`confirmed`: the post is deleted) or clears it (`cleared`: the post is published).
 */
export type SpamState = 'none' | 'flagged' | 'confirmed' | 'cleared';

interface PostVote {
  options: string[];
}

/**
 * A post (microblog) as the console sees it (spec: post ID, content, post time, images, type, publish
 * status, likes, comments, score, topic, publisher login).
 */
export interface Post {
  id: number;
  content: string;
  language: ContentLanguage;
  type: PostType;
  images: string[];
  /** Video posts only. */
  video: { url: string; cover: string; seconds: number } | null;
  /** Vote posts only. */
  vote: PostVote | null;
  publishStatus: PublishStatus;
  postedAt: string;
  likes: number;
  comments: number;
  /** Cannot be empty (spec). */
  score: number;
  topicId: number | null;
  /** The topic's name in the post's language, for lists. */
  topicName: string | null;
  authorId: number;
  /** The publisher's login (an app user; staff accounts post as official, whitelist or KOL users). */
  publisherLogin: string;
  pinned: boolean;
  featured: boolean;
  deletedAt: string | null;
  deletedBy: string | null;
  /** Why a moderator removed it (a review decision, a confirmed spam flag); null when deleted from a list. */
  deleteReason: RemovalReason | null;
  /** On the warmth top list since (a moderator passed its warmth nomination); null when not on it. */
  warmthSince: string | null;
}

/** A post as the lists show it: with the machine's spam flag, who of the staff published it, and heat. */
export interface PostListItem extends Post {
  spam: SpamState;
  /** The admin who published it through the console, when one did (publish-new-posts-manage). */
  staffLogin: string | null;
  /** Hot now (rules.ts `isHot`). */
  hot: boolean;
}

/**
 * Which posts a list shows, fixed by its screen: `latest` every post not deleted, `new` those posted in
 * the last 72 hours, `hot` the hot ones, `video` video posts, `deleted`, `pending` unpublished posts
 * waiting to be published, `staff` what staff published, `spam` what the machine flagged.
 */
export const POST_SCOPES = ['latest', 'new', 'hot', 'video', 'deleted', 'pending', 'staff', 'spam'] as const;
export type PostScope = (typeof POST_SCOPES)[number];

/** What single-post-edit saves. */
export interface PostEditInput {
  content: string;
  topicId: number | null;
  score: number;
}

/** One ID's answer in a batch (portable-operation). */
export interface BatchItemResult {
  id: string;
  outcome: 'done' | 'notFound' | 'refused';
  /** Refused only: why, an i18n key of the `posts` namespace. */
  reason?: string;
}

export interface TopicOption {
  id: number;
  name: string;
}
