import { describe, expect, it } from 'vitest';
import {
  coverProblem,
  criteriaProblems,
  fieldProblems,
  levelChangeProblems,
  reasonProblems,
  scoreProblems,
  taskMachine,
  taskProblems,
  taskTitle,
  verificationOf,
} from './rules';
import type { CreatorTaskInput } from './types';

const task: CreatorTaskInput = {
  texts: { en: { title: 'Share your diet', description: 'What you eat in a day' } },
  stars: 3,
  postType: 'graphics',
  requiredPosts: 2,
  rewardType: 'points',
  rewardAmount: 500,
  rewardItem: null,
  cover: 'https://cdn.example/cover.png',
};
const codes = (problems: Array<{ field: string; code: string }>) => problems.map((p) => `${p.field}:${p.code}`);

describe('taskProblems', () => {
  it('accepts a complete task', () => {
    expect(taskProblems(task)).toEqual([]);
  });

  it('needs one language with both title and description (spec 5)', () => {
    expect(
      codes(taskProblems({ ...task, texts: { en: { title: 'Only a title' }, ar: { description: 'وصف فقط' } } })),
    ).toEqual(['texts:textsIncomplete']);
    expect(codes(taskProblems({ ...task, texts: { ar: { title: 'عنوان', description: 'وصف' } } }))).toEqual([]);
    expect(codes(taskProblems({ ...task, texts: { en: { title: '  ', description: 'x' } } }))).toEqual([
      'texts:textsIncomplete',
    ]);
  });

  it('checks stars 1-5, post type, required posts, reward and cover', () => {
    const broken = taskProblems({
      ...task,
      stars: 6,
      postType: 'story' as never,
      requiredPosts: 0,
      rewardType: 'item',
      rewardAmount: 100,
      rewardItem: ' ',
      cover: '',
    });
    expect(codes(broken)).toEqual([
      'stars:stars',
      'postType:postType',
      'requiredPosts:requiredPosts',
      'rewardAmount:rewardItems',
      'rewardItem:rewardItem',
      'cover:coverRequired',
    ]);
    expect(codes(taskProblems({ ...task, stars: 2.5 }))).toEqual(['stars:stars']);
    expect(codes(taskProblems({ ...task, rewardAmount: 100_001 }))).toEqual(['rewardAmount:rewardPoints']);
    expect(taskProblems({ ...task, rewardType: 'item', rewardAmount: 2, rewardItem: 'Yoga mat' })).toEqual([]);
  });

  it('limits the lengths per language', () => {
    const long = taskProblems({ ...task, texts: { en: { title: 'x'.repeat(61), description: 'y'.repeat(501) } } });
    expect(codes(long)).toEqual(['texts.en.title:titleTooLong', 'texts.en.description:descriptionTooLong']);
  });
});

describe('coverProblem', () => {
  it('wants a 16:9 landscape picture of at least 960 × 540', () => {
    expect(coverProblem({ width: 1280, height: 720 })).toBeNull();
    expect(coverProblem({ width: 960, height: 540 })).toBeNull();
    expect(coverProblem({ width: 1000, height: 563 })).toBeNull();
    expect(coverProblem({ width: 640, height: 360 })).toBe('coverTooSmall');
    expect(coverProblem({ width: 1200, height: 1200 })).toBe('coverRatio');
    expect(coverProblem({ width: 1080, height: 1920 })).toBe('coverRatio');
    expect(coverProblem({ width: 2000, height: 1000 })).toBe('coverRatio');
    expect(coverProblem(null)).toBe('coverUnreadable');
  });
});

describe('taskMachine', () => {
  it('publishes, unpublishes, and deletes only an unpublished task', () => {
    expect(taskMachine.can('publish', 'unpublished')).toBe(true);
    expect(taskMachine.can('publish', 'published')).toBe(false);
    expect(taskMachine.can('unpublish', 'published')).toBe(true);
    expect(taskMachine.can('delete', 'published')).toBe(false);
    expect(taskMachine.can('delete', 'unpublished')).toBe(true);
  });
});

describe('names', () => {
  it('needs zh, en and ar, and refuses a name already used', () => {
    const taken = (language: string, name: string) => language === 'en' && name === 'Fitness';
    expect(codes(fieldProblems({ names: { zh: '运动', en: 'Fitness', ar: '' }, sort: 10 }, taken))).toEqual([
      'names.en:fieldRepeated',
      'names.ar:nameRequired',
    ]);
    expect(codes(fieldProblems({ names: { zh: '运动', en: 'Sport', ar: 'رياضة' }, sort: -1 }))).toEqual(['sort:sort']);
    expect(codes(reasonProblems({ text: { zh: '重复', en: 'x'.repeat(101), ar: 'سبب' } }))).toEqual([
      'text.en:nameTooLong',
    ]);
  });
});

describe('levelChangeProblems', () => {
  it('wants another level from 0 to 5 and a reason', () => {
    expect(levelChangeProblems({ level: 3, reason: 'Great posts' }, 2)).toEqual([]);
    expect(codes(levelChangeProblems({ level: 2, reason: ' ' }, 2))).toEqual([
      'level:levelUnchanged',
      'reason:reasonRequired',
    ]);
    expect(codes(levelChangeProblems({ level: 6, reason: 'x' }, 2))).toEqual(['level:level']);
  });
});

describe('criteriaProblems', () => {
  it('takes whole numbers within limits, liked posts no more than all posts', () => {
    const ok = { minFollowers: 5000, minLikes: 100, minLikedPosts: 5, minPosts: 10 };
    expect(criteriaProblems(ok)).toEqual([]);
    expect(codes(criteriaProblems({ ...ok, minFollowers: -1, minLikes: 1.5 }))).toEqual([
      'minFollowers:criterion',
      'minLikes:criterion',
    ]);
    expect(codes(criteriaProblems({ ...ok, minLikedPosts: 11 }))).toEqual(['minLikedPosts:likedAboveTotal']);
  });
});

describe('scoreProblems', () => {
  it('uses the posts rule: whole, 0-100, never empty', () => {
    expect(scoreProblems({ score: 80 })).toEqual([]);
    expect(codes(scoreProblems({ score: null }))).toEqual(['score:score.empty']);
    expect(codes(scoreProblems({ score: 100.5 }))).toEqual(['score:score.notWhole']);
    expect(codes(scoreProblems({ score: 101 }))).toEqual(['score:score.range']);
  });
});

describe('verificationOf', () => {
  it('counts followers and the posts of the last 30 days, liked and all', () => {
    const now = Date.parse('2026-06-30T12:00:00Z');
    const day = 86_400_000;
    const posts = [
      { postedAt: new Date(now - 1 * day).toISOString(), likes: 150 },
      { postedAt: new Date(now - 10 * day).toISOString(), likes: 99 },
      { postedAt: new Date(now - 29 * day).toISOString(), likes: 100 },
      { postedAt: new Date(now - 31 * day).toISOString(), likes: 900 },
    ];
    const result = verificationOf({ minFollowers: 100, minLikes: 100, minLikedPosts: 2, minPosts: 4 }, 120, posts, now);
    expect(result.conditions).toEqual([
      { key: 'followers', required: 100, actual: 120, met: true },
      { key: 'likedPosts', required: 2, actual: 2, met: true },
      { key: 'posts', required: 4, actual: 3, met: false },
    ]);
    expect(result.eligible).toBe(false);
  });
});

describe('taskTitle', () => {
  it('prefers the reader language, then the first written', () => {
    const texts = { ar: { title: 'عنوان' }, zh: { title: '标题' } };
    expect(taskTitle(texts, 'zh')).toBe('标题');
    expect(taskTitle(texts, 'en')).toBe('عنوان');
  });
});
