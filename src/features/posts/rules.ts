import { defineMachine } from '../../shared/components/status-tag/state-machine';
import {
  MAX_VIDEO_BYTES,
  VIDEO_CONTENT_TYPES,
  VIDEO_EXTENSIONS,
  videoTypeOfName,
} from '../../shared/uploads/video-file';
import { POST_ACTIONS, type Post, type SpamState } from './types';

/**
 * What operators do to a post: the spec's actions, plus bringing a deleted post back (`restore`) and the
 * two decisions on a post the machine flagged as spam (`confirmSpam` deletes it, `clearSpam` publishes it).
 */
export const POST_OPERATIONS = [...POST_ACTIONS, 'restore', 'confirmSpam', 'clearSpam'] as const;
export type PostOperation = (typeof POST_OPERATIONS)[number];
export const isPostOperation = (value: unknown): value is PostOperation =>
  (POST_OPERATIONS as readonly unknown[]).includes(value);

/** A post's life: published or unpublished (spec 4), or deleted (kept, so that it can be restored). */
export type PostLife = 'published' | 'unpublished' | 'deleted';

export const postLifeMachine = defineMachine<PostLife, 'publish' | 'unpublish' | 'delete' | 'restore'>({
  states: {
    published: { label: 'posts:life.published', color: 'green' },
    unpublished: { label: 'posts:life.unpublished', color: 'default' },
    deleted: { label: 'posts:life.deleted', color: 'red' },
  },
  transitions: {
    publish: { from: ['unpublished'], to: 'published' },
    unpublish: { from: ['published'], to: 'unpublished' },
    delete: { from: ['published', 'unpublished'], to: 'deleted' },
    // A restored post comes back unpublished: nothing reappears in the feeds without a second look.
    restore: { from: ['deleted'], to: 'unpublished' },
  },
});

/** Pinned (top) or not. */
const pinMachine = defineMachine<'pinned' | 'unpinned', 'top' | 'untop'>({
  states: {
    pinned: { label: 'posts:pin.pinned', color: 'gold' },
    unpinned: { label: 'posts:pin.unpinned', color: 'default' },
  },
  transitions: {
    top: { from: ['unpinned'], to: 'pinned' },
    untop: { from: ['pinned'], to: 'unpinned' },
  },
});

/** Featuring cannot be undone (spec 4): there is no way out of `featured`. */
const featureMachine = defineMachine<'plain' | 'featured', 'feature'>({
  states: {
    plain: { label: 'posts:feature.plain', color: 'default' },
    featured: { label: 'posts:feature.featured', color: 'purple' },
  },
  transitions: { feature: { from: ['plain'], to: 'featured' } },
});

/** The machine's spam flag: a flagged post waits for a person's decision. */
const spamMachine = defineMachine<SpamState, 'confirmSpam' | 'clearSpam'>({
  states: {
    none: { label: 'posts:spam.none', color: 'default' },
    flagged: { label: 'posts:spam.flagged', color: 'orange' },
    confirmed: { label: 'posts:spam.confirmed', color: 'red' },
    cleared: { label: 'posts:spam.cleared', color: 'green' },
  },
  transitions: {
    confirmSpam: { from: ['flagged'], to: 'confirmed' },
    clearSpam: { from: ['flagged'], to: 'cleared' },
  },
});

type PostState = Pick<Post, 'publishStatus' | 'deletedAt' | 'pinned' | 'featured' | 'topicId'> & { spam?: SpamState };

export const lifeOf = (post: PostState): PostLife => (post.deletedAt ? 'deleted' : post.publishStatus);
const pinOf = (post: PostState) => (post.pinned ? 'pinned' : 'unpinned');
const featureOf = (post: PostState) => (post.featured ? 'featured' : 'plain');

/**
 * Whether a post flagged as AI spam holds back an operation its life allows: such a post is not published
 * from any list (nor in a batch) until a person decides the flag on ai-identified-spam-posts, where
 * "Not spam, publish" clears it and publishes.
 */
export const heldBySpam = (operation: PostOperation, post: PostState): boolean =>
  operation === 'publish' && post.spam === 'flagged' && postLifeMachine.can('publish', lifeOf(post));

/**
 * Whether `operation` may run on `post`. A deleted post offers only restore; a post flagged as spam is not
 * published (`heldBySpam`). Pinning and featuring need a published post (an unpublished one shows
 * nowhere); unpinning is always possible on a pinned post; removing a topic needs a topic. Spam decisions
 * need a flagged post that is not deleted.
 */
export function canRun(operation: PostOperation, post: PostState): boolean {
  const life = lifeOf(post);
  switch (operation) {
    case 'publish':
      return postLifeMachine.can(operation, life) && !heldBySpam(operation, post);
    case 'unpublish':
    case 'delete':
    case 'restore':
      return postLifeMachine.can(operation, life);
    case 'top':
      return life === 'published' && pinMachine.can('top', pinOf(post));
    case 'untop':
      return life !== 'deleted' && pinMachine.can('untop', pinOf(post));
    case 'feature':
      return life === 'published' && featureMachine.can('feature', featureOf(post));
    case 'removeTopic':
      return life !== 'deleted' && post.topicId !== null;
    case 'confirmSpam':
    case 'clearSpam':
      return life !== 'deleted' && spamMachine.can(operation, post.spam ?? 'none');
  }
}

/** Every operation `post` offers now, in the order of POST_OPERATIONS. */
export const operationsOf = (post: PostState): PostOperation[] =>
  POST_OPERATIONS.filter((operation) => canRun(operation, post));

/** Why an operation is refused, as an i18n key of the `posts` namespace. */
export function refusalOf(operation: PostOperation, post: PostState): string {
  if (operation === 'feature' && post.featured) return 'refusal.alreadyFeatured';
  if (lifeOf(post) === 'deleted') return 'refusal.deleted';
  if (heldBySpam(operation, post)) return 'refusal.spamFlagged';
  if (operation === 'removeTopic' && post.topicId === null) return 'refusal.noTopic';
  if ((operation === 'top' || operation === 'feature') && post.publishStatus !== 'published') {
    return 'refusal.notPublished';
  }
  return 'refusal.notAllowed';
}

/** What an operation changes on a post (the caller checked `canRun`). */
export function changesOf(operation: PostOperation, who: string, now: string): Partial<Post> & { spam?: SpamState } {
  switch (operation) {
    case 'publish':
      return { publishStatus: 'published' };
    // Unpublished and deleted posts show nowhere, so they do not stay on top.
    case 'unpublish':
      return { publishStatus: 'unpublished', pinned: false };
    case 'delete':
      return { deletedAt: now, deletedBy: who, deleteReason: null, pinned: false };
    case 'restore':
      return { deletedAt: null, deletedBy: null, deleteReason: null, publishStatus: 'unpublished' };
    case 'top':
      return { pinned: true };
    case 'untop':
      return { pinned: false };
    case 'feature':
      return { featured: true };
    case 'removeTopic':
      return { topicId: null, topicName: null };
    case 'confirmSpam':
      return {
        spam: 'confirmed',
        deletedAt: now,
        deletedBy: who,
        deleteReason: { reasonCode: 'spam', note: '' },
        pinned: false,
      };
    case 'clearSpam':
      return { spam: 'cleared', publishStatus: 'published' };
  }
}

/** Content of an edited post: not empty, at most this many characters. */
export const CONTENT_MAX = 2000;
export function contentProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'content.empty';
  if (value.length > CONTENT_MAX) return 'content.tooLong';
  return null;
}

/**
 * A video post's video (the spec names no limits; these are ours): an mp4, mov or WebM file of at most
 * 100 MB (what object storage keeps) lasting at most 5 minutes. The publish form checks them before
 * uploading; the mock checks them again, from the stored file, when the post is published.
 */
export const POST_VIDEO = {
  extensions: VIDEO_EXTENSIONS,
  contentTypes: VIDEO_CONTENT_TYPES,
  maxBytes: MAX_VIDEO_BYTES,
  maxSeconds: 5 * 60,
} as const;

/** The video limits as the messages name them (`{{limit}}`, `{{minutes}}`). */
export const POST_VIDEO_LIMITS = {
  limit: `${POST_VIDEO.maxBytes / (1024 * 1024)} MB`,
  minutes: POST_VIDEO.maxSeconds / 60,
};

/** What is wrong with a chosen video, as `publish.videoUpload.errors.<problem>` of the compose namespace. */
export type VideoProblem = 'type' | 'empty' | 'tooLarge' | 'tooLong' | 'unreadable';

/** A type the browser may give a video file it has no name for. */
const UNNAMED_TYPES = ['', 'application/octet-stream'];

/**
 * The checks on the file itself: a video type by its name and by the type the browser gives (when it
 * names one), not empty, not too large.
 */
export function videoFileProblem(file: { name: string; size: number; type?: string }): VideoProblem | null {
  const given = file.type ?? '';
  if (!videoTypeOfName(file.name) || !(UNNAMED_TYPES.includes(given) || POST_VIDEO.contentTypes.includes(given)))
    return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > POST_VIDEO.maxBytes) return 'tooLarge';
  return null;
}

/**
 * The check on its length in seconds, to the nearest second (as a player shows it); unknown (null, or not
 * a finite number) is refused as unreadable.
 */
export function videoLengthProblem(seconds: number | null): VideoProblem | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return 'unreadable';
  return Math.round(seconds) > POST_VIDEO.maxSeconds ? 'tooLong' : null;
}

/** Hot: a published post whose likes plus twice its comments reach this many (hot lists, hot cards). */
const HOT_FROM = 600;
/** New: posted within this many hours. */
const NEW_WITHIN_HOURS = 72;

const heatOf = (post: Pick<Post, 'likes' | 'comments'>) => post.likes + 2 * post.comments;
export const isHot = (post: Pick<Post, 'likes' | 'comments' | 'publishStatus' | 'deletedAt'>) =>
  !post.deletedAt && post.publishStatus === 'published' && heatOf(post) >= HOT_FROM;
export const isNew = (post: Pick<Post, 'postedAt'>, now: number) =>
  now - Date.parse(post.postedAt) <= NEW_WITHIN_HOURS * 3_600_000;

/** The most post IDs one batch (portable-operation) takes. */
export const BATCH_MAX = 500;
/** A post ID as typed: digits only. */
export const POST_ID_PATTERN = /^\d{1,12}$/;

/** The screens with post lists and the operations each offers (each one a menu action entry). */
export const SCREEN_OPERATIONS = {
  'new-post': ['publish', 'unpublish', 'top', 'untop', 'feature', 'removeTopic', 'delete'],
  'new-post-list': ['publish', 'unpublish', 'top', 'untop', 'feature', 'removeTopic', 'delete'],
  'hot-post-list': ['unpublish', 'top', 'untop', 'feature', 'removeTopic', 'delete'],
  'hot-post-card': ['unpublish', 'top', 'untop', 'feature', 'delete'],
  'video-posts-list': ['publish', 'unpublish', 'top', 'untop', 'feature', 'removeTopic', 'delete'],
  'deleted-posts': ['restore'],
  'pending-posts-list': ['publish', 'removeTopic', 'delete'],
  'publish-new-posts-manage': ['publish', 'unpublish', 'top', 'untop', 'feature', 'removeTopic', 'delete'],
  'ai-identified-spam-posts': ['confirmSpam', 'clearSpam'],
  'portable-operation': ['publish', 'unpublish', 'top', 'untop', 'feature', 'removeTopic', 'delete', 'restore'],
} as const satisfies Record<string, readonly PostOperation[]>;
export type PostListScreen = keyof typeof SCREEN_OPERATIONS;

/**
 * Whether a batch (portable-operation) may run `operation`: only what that screen offers, each under its
 * own action entry. The spam decisions are taken post by post on ai-identified-spam-posts.
 */
export const isBatchOperation = (operation: unknown): operation is PostOperation =>
  (SCREEN_OPERATIONS['portable-operation'] as readonly unknown[]).includes(operation);

export const POSTS_GROUP = '/posts-manage';
/** The menu action entries that allow `operation`: each screen offering it has its own. */
export const grantsOf = (operation: PostOperation): string[] =>
  Object.entries(SCREEN_OPERATIONS)
    .filter(([, operations]) => (operations as readonly string[]).includes(operation))
    .map(([screen]) => `${POSTS_GROUP}/${screen}:${operation}`);
