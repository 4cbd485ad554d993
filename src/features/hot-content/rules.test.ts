import { describe, expect, it } from 'vitest';
import {
  configProblems,
  countdown,
  DEFAULT_WEIGHTS,
  hotMachine,
  hotScore,
  nextRefreshAt,
  positionForRank,
  positionProblems,
  rankAmong,
  scoreInputProblems,
  statusOf,
  windowsOverlap,
} from './rules';

const HOUR = 3_600_000;
const now = Date.parse('2026-05-10T12:00:00Z');
const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
const position = (startHours: number, endHours: number, clearedHours?: number) => ({
  startAt: at(startHours),
  endAt: at(endHours),
  clearedAt: clearedHours === undefined ? null : at(clearedHours),
  minUv: 100,
  minLikes: 10,
  minComments: 2,
});
const enough = { uv: 100, likes: 10, comments: 2 };
const short = { uv: 99, likes: 10, comments: 2 };

describe('statusOf', () => {
  it('is to be displayed before the window, whatever it holds', () => {
    expect(statusOf(position(1, 5), enough, now)).toBe('toBeDisplayed');
    expect(statusOf(position(1, 5), null, now)).toBe('toBeDisplayed');
  });
  it('displays within the window only a post that reaches every minimum', () => {
    expect(statusOf(position(-1, 5), enough, now)).toBe('displaying');
    expect(statusOf(position(-1, 5), short, now)).toBe('toBeDisplayed');
    expect(statusOf(position(-1, 5), null, now)).toBe('toBeDisplayed');
  });
  it('is displayed or expired after the window, by what it showed', () => {
    expect(statusOf(position(-5, -1), enough, now)).toBe('displayed');
    expect(statusOf(position(-5, -1), short, now)).toBe('expired');
    expect(statusOf(position(-5, 0), enough, now)).toBe('displayed');
  });
  it('ends when cleared; cleared before it began, it expired', () => {
    expect(statusOf(position(-5, 5, -1), enough, now)).toBe('displayed');
    expect(statusOf(position(2, 5, -1), enough, now)).toBe('expired');
  });
  it('offers edit and clear only while to be displayed or displaying', () => {
    expect(hotMachine.actionsFrom('displaying')).toEqual(['edit', 'clear']);
    expect(hotMachine.actionsFrom('displayed')).toEqual([]);
    expect(hotMachine.can('clear', 'expired')).toBe(false);
  });
});

describe('hotScore', () => {
  it('follows the documented formula', () => {
    // (1×100 + 3×20 + 2×5000/100) / (10 + 2)^1.5 = 260 / 41.569… = 6.25
    expect(hotScore({ likes: 100, comments: 20, uv: 5000, ageHours: 10 }, DEFAULT_WEIGHTS)).toBe(6.25);
  });
  it('rises with engagement and falls with age', () => {
    const base = { likes: 50, comments: 5, uv: 1000, ageHours: 5 };
    expect(hotScore({ ...base, likes: 51 }, DEFAULT_WEIGHTS)).toBeGreaterThan(hotScore(base, DEFAULT_WEIGHTS));
    expect(hotScore({ ...base, ageHours: 6 }, DEFAULT_WEIGHTS)).toBeLessThan(hotScore(base, DEFAULT_WEIGHTS));
    expect(hotScore({ ...base, ageHours: 60 }, { ...DEFAULT_WEIGHTS, gravity: 0 })).toBe(
      hotScore(base, { ...DEFAULT_WEIGHTS, gravity: 0 }),
    );
  });
  it('ranks after equal scores and maps a rank to a position', () => {
    expect(rankAmong(5, [9, 5, 1])).toBe(3);
    expect(rankAmong(10, [9, 5, 1])).toBe(1);
    expect(positionForRank(3, 10)).toBe(3);
    expect(positionForRank(11, 10)).toBeNull();
  });
});

describe('refresh wait', () => {
  it('allows a first refresh and then waits the configured minutes', () => {
    expect(nextRefreshAt(null, 5, now)).toBeNull();
    expect(nextRefreshAt(at(-1 / 60), 5, now)).toBe(now + 4 * 60_000);
    expect(nextRefreshAt(at(-5 / 60), 5, now)).toBeNull();
  });
  it('counts down in minutes and seconds', () => {
    expect(countdown(4 * 60_000 + 5_000)).toBe('4:05');
    expect(countdown(300)).toBe('0:01');
    expect(countdown(-1)).toBe('0:00');
  });
});

describe('input rules', () => {
  const valid = { number: 1, postId: null, minUv: 0, minLikes: 0, minComments: 0, startAt: at(0), endAt: at(1) };
  it('accepts a valid position and names each broken rule', () => {
    expect(positionProblems(valid, 10)).toEqual([]);
    expect(positionProblems({ ...valid, number: 11, minUv: -1, endAt: at(0) }, 10)).toEqual([
      { field: 'number', code: 'number' },
      { field: 'minUv', code: 'count' },
      { field: 'window', code: 'endAfterStart' },
    ]);
    expect(positionProblems({ ...valid, minLikes: 1.5, postId: 0 }, 10).map((p) => p.code)).toEqual([
      'count',
      'postId',
    ]);
    expect(positionProblems({ ...valid, endAt: at(24 * 40) }, 10)).toEqual([
      { field: 'window', code: 'windowTooLong' },
    ]);
  });
  it('checks the score test input', () => {
    expect(scoreInputProblems({ likes: 1, comments: 0, uv: 0, ageHours: 1.5 })).toEqual([]);
    expect(scoreInputProblems({ likes: -1, comments: '', uv: 2.5, ageHours: -1 }).map((p) => p.code)).toEqual([
      'count',
      'required',
      'count',
      'ageHours',
    ]);
  });
  it('checks the community settings', () => {
    const config = { refreshWaitMinutes: 5, positionCount: 10, ...DEFAULT_WEIGHTS };
    expect(configProblems(config)).toEqual([]);
    expect(configProblems({ ...config, refreshWaitMinutes: 0, gravity: 4 }).map((p) => p.field)).toEqual([
      'refreshWaitMinutes',
      'gravity',
    ]);
    expect(configProblems({ ...config, likeWeight: 0, commentWeight: 0, uvWeight: 0 })).toEqual([
      { field: 'likeWeight', code: 'allWeightsZero' },
    ]);
  });
  it('lets windows touch without overlapping', () => {
    expect(windowsOverlap({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false);
    expect(windowsOverlap({ start: 0, end: 11 }, { start: 10, end: 20 })).toBe(true);
  });
});
