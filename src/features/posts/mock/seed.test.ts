import { describe, expect, it } from 'vitest';
import { cpuBudgetMs, cpuMs } from '../../../../tests/support/cpu-time';
import { FIRST_POST_ID, POST_COUNT, POSTS_COLLECTION, seedPosts, type PostRow } from './seed';

describe('the posts seed', () => {
  const rows = () => seedPosts(Date.UTC(2026, 0, 1))[POSTS_COLLECTION] as PostRow[];

  it('makes tens of thousands of posts, quickly, the same every time', () => {
    rows();
    let posts: PostRow[] = [];
    const ms = cpuMs(() => {
      posts = rows();
    });
    expect(ms).toBeLessThan(cpuBudgetMs(40));
    expect(posts).toHaveLength(POST_COUNT);
    expect(posts[0].id).toBe(FIRST_POST_ID);
    expect(rows()[123]).toEqual(posts[123]);
  });

  it('covers every language, state and type the screens filter by', () => {
    const posts = rows();
    const count = (predicate: (post: PostRow) => boolean) => posts.filter(predicate).length;
    for (const language of ['en', 'ar', 'zh', 'fr', 'ms', 'ind'])
      expect(count((p) => p.language === language)).toBeGreaterThan(100);
    expect(count((p) => p.language === 'en' || p.language === 'ar' || p.language === 'zh')).toBeGreaterThan(
      POST_COUNT * 0.7,
    );
    for (const type of ['graphics', 'vote', 'video', 'article'])
      expect(count((p) => p.type === type)).toBeGreaterThan(100);
    expect(count((p) => p.deletedAt !== null)).toBeGreaterThan(100);
    expect(count((p) => p.publishStatus === 'unpublished' && !p.deletedAt)).toBeGreaterThan(100);
    expect(count((p) => p.spam === 'flagged')).toBeGreaterThan(100);
    expect(count((p) => p.pinned)).toBeGreaterThan(20);
    expect(count((p) => p.featured)).toBeGreaterThan(100);
    expect(count((p) => p.staffLogin !== null)).toBeGreaterThan(100);
    expect(count((p) => p.topicId !== null && p.topicName !== null)).toBeGreaterThan(POST_COUNT / 2);
    expect(count((p) => p.type === 'video' && p.video !== null)).toBe(count((p) => p.type === 'video'));
    expect(count((p) => p.type === 'vote' && (p.vote?.options.length ?? 0) >= 2)).toBe(count((p) => p.type === 'vote'));
  });
});
