import { describe, expect, it } from 'vitest';
import {
  canRun,
  changesOf,
  contentProblem,
  grantsOf,
  heldBySpam,
  isHot,
  isNew,
  operationsOf,
  refusalOf,
  videoFileProblem,
  videoLengthProblem,
} from './rules';
import { scoreProblem } from '../../shared/utils/post-score';
import type { Post } from './types';

type State = Pick<Post, 'publishStatus' | 'deletedAt' | 'pinned' | 'featured' | 'topicId'> & {
  spam?: 'none' | 'flagged' | 'confirmed' | 'cleared';
};
const post = (overrides: Partial<State> = {}): State => ({
  publishStatus: 'published',
  deletedAt: null,
  pinned: false,
  featured: false,
  topicId: 3,
  spam: 'none',
  ...overrides,
});
const apply = (state: State, operation: Parameters<typeof changesOf>[0]): State => ({
  ...state,
  ...(changesOf(operation, 'admin', '2026-01-01T00:00:00Z') as Partial<State>),
});

describe('the post machine', () => {
  it('offers on a published post with a topic every action but publish and restore', () => {
    expect(operationsOf(post())).toEqual(['unpublish', 'top', 'delete', 'removeTopic', 'feature']);
  });

  it('offers publish and delete on an unpublished post, not top or feature', () => {
    expect(operationsOf(post({ publishStatus: 'unpublished', topicId: null }))).toEqual(['publish', 'delete']);
  });

  it('cannot un-feature: a featured post offers no feature and there is no way back', () => {
    const featured = apply(post(), 'feature');
    expect(featured.featured).toBe(true);
    expect(canRun('feature', featured)).toBe(false);
    expect(refusalOf('feature', featured)).toBe('refusal.alreadyFeatured');
    expect(operationsOf(apply(apply(featured, 'unpublish'), 'publish'))).not.toContain('feature');
  });

  it('pins and unpins; unpublishing or deleting a pinned post unpins it', () => {
    const pinned = apply(post(), 'top');
    expect(operationsOf(pinned)).toContain('untop');
    expect(operationsOf(pinned)).not.toContain('top');
    expect(apply(pinned, 'unpublish').pinned).toBe(false);
    expect(apply(pinned, 'delete').pinned).toBe(false);
  });

  it('offers only restore on a deleted post, which comes back unpublished', () => {
    const deleted = apply(post({ pinned: true }), 'delete');
    expect(operationsOf(deleted)).toEqual(['restore']);
    expect(refusalOf('publish', deleted)).toBe('refusal.deleted');
    const restored = apply(deleted, 'restore');
    expect(restored.deletedAt).toBeNull();
    expect(restored.publishStatus).toBe('unpublished');
  });

  it('removes a topic only where there is one', () => {
    const none = apply(post(), 'removeTopic');
    expect(none.topicId).toBeNull();
    expect(canRun('removeTopic', none)).toBe(false);
    expect(refusalOf('removeTopic', none)).toBe('refusal.noTopic');
  });

  it('decides a flagged post once: confirming deletes it, clearing publishes it', () => {
    const flagged = post({ publishStatus: 'unpublished', spam: 'flagged' });
    expect(operationsOf(flagged)).toEqual(['delete', 'removeTopic', 'confirmSpam', 'clearSpam']);
    const confirmed = apply(flagged, 'confirmSpam');
    expect(confirmed.deletedAt).not.toBeNull();
    expect(operationsOf(confirmed)).toEqual(['restore']);
    const cleared = apply(flagged, 'clearSpam');
    expect(cleared.publishStatus).toBe('published');
    expect(canRun('confirmSpam', cleared)).toBe(false);
  });

  it('publishes a post flagged as AI spam only once the flag is decided', () => {
    const flagged = post({ publishStatus: 'unpublished', spam: 'flagged' });
    expect(canRun('publish', flagged)).toBe(false);
    expect(heldBySpam('publish', flagged)).toBe(true);
    expect(refusalOf('publish', flagged)).toBe('refusal.spamFlagged');
    const cleared = apply(flagged, 'clearSpam');
    expect(heldBySpam('publish', apply(cleared, 'unpublish'))).toBe(false);
    expect(canRun('publish', apply(cleared, 'unpublish'))).toBe(true);
    // Only publishing is held back, and only where the post's life would allow it.
    expect(heldBySpam('delete', flagged)).toBe(false);
    expect(heldBySpam('publish', post({ publishStatus: 'published', spam: 'flagged' }))).toBe(false);
    expect(canRun('publish', post({ publishStatus: 'unpublished', spam: 'confirmed' }))).toBe(true);
  });

  it('names the action entries of every screen offering an operation', () => {
    expect(grantsOf('restore')).toEqual([
      '/posts-manage/deleted-posts:restore',
      '/posts-manage/portable-operation:restore',
    ]);
    expect(grantsOf('confirmSpam')).toEqual(['/posts-manage/ai-identified-spam-posts:confirmSpam']);
  });
});

describe('the score', () => {
  it.each([
    [undefined, 'score.empty'],
    [null, 'score.empty'],
    ['  ', 'score.empty'],
    ['abc', 'score.notWhole'],
    [4.5, 'score.notWhole'],
    [-1, 'score.range'],
    ['101', 'score.range'],
    [0, null],
    ['100', null],
    [57, null],
  ])('%j gives %j', (value, problem) => {
    expect(scoreProblem(value)).toBe(problem);
  });
});

describe('content, hot and new', () => {
  it('refuses empty or too long content', () => {
    expect(contentProblem(' ')).toBe('content.empty');
    expect(contentProblem('x'.repeat(2001))).toBe('content.tooLong');
    expect(contentProblem('hello')).toBeNull();
  });

  it('calls a published post hot from 600 likes plus twice its comments', () => {
    const base = { publishStatus: 'published' as const, deletedAt: null };
    expect(isHot({ ...base, likes: 400, comments: 100 })).toBe(true);
    expect(isHot({ ...base, likes: 400, comments: 99 })).toBe(false);
    expect(isHot({ ...base, likes: 900, comments: 0, publishStatus: 'unpublished' })).toBe(false);
  });

  it('calls a post new for 72 hours', () => {
    const now = Date.parse('2026-01-04T00:00:00Z');
    expect(isNew({ postedAt: '2026-01-01T00:00:00Z' }, now)).toBe(true);
    expect(isNew({ postedAt: '2025-12-31T23:59:00Z' }, now)).toBe(false);
  });
});

describe('a video post’s video', () => {
  const MB = 1024 * 1024;
  it('is an mp4, mov or WebM file, by its name and the type the browser gives, of at most 100 MB', () => {
    expect(videoFileProblem({ name: 'a.mp4', size: 5 * MB, type: 'video/mp4' })).toBeNull();
    expect(videoFileProblem({ name: 'a.MOV', size: 5 * MB, type: 'video/quicktime' })).toBeNull();
    expect(videoFileProblem({ name: 'a.webm', size: 5 * MB, type: '' })).toBeNull();
    expect(videoFileProblem({ name: 'a.mp4', size: 100 * MB })).toBeNull();
    expect(videoFileProblem({ name: 'a.avi', size: 5 * MB, type: 'video/x-msvideo' })).toBe('type');
    expect(videoFileProblem({ name: 'a.mp4', size: 5 * MB, type: 'image/png' })).toBe('type');
    expect(videoFileProblem({ name: 'a.mp4', size: 0 })).toBe('empty');
    expect(videoFileProblem({ name: 'a.mp4', size: 100 * MB + 1 })).toBe('tooLarge');
  });

  it('lasts at most 5 minutes, to the nearest second; an unknown length is refused', () => {
    expect(videoLengthProblem(3)).toBeNull();
    expect(videoLengthProblem(300.4)).toBeNull();
    expect(videoLengthProblem(300.6)).toBe('tooLong');
    expect(videoLengthProblem(null)).toBe('unreadable');
    expect(videoLengthProblem(Infinity)).toBe('unreadable');
    expect(videoLengthProblem(Number.NaN)).toBe('unreadable');
  });
});
