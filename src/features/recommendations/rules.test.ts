import { describe, expect, it } from 'vitest';
import {
  addDays,
  canClose,
  canEdit,
  coverage,
  flaggedDays,
  isDay,
  lastCoveredDay,
  recommendationMachine,
  recommendationProblems,
  statusOf,
} from './rules';
import { screenOf } from './screens';
import type { RecommendationInput } from './types';
import { pickTitle } from './components/titles';

const TODAY = '2027-03-10';
const row = (startDate: string, endDate: string, closedAt: string | null = null) => ({ startDate, endDate, closedAt });

describe('days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
  it('accepts real days only', () => {
    expect(isDay('2027-02-28')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2027-2-1')).toBe(false);
    expect(isDay(20270201)).toBe(false);
  });
});

describe('status (spec: waiting, pushed, closed; close ends it)', () => {
  it('waits before its first day, is pushed from it on, and closed once closed', () => {
    expect(statusOf(row('2027-03-11', '2027-03-20'), TODAY)).toBe('waiting');
    expect(statusOf(row('2027-03-10', '2027-03-20'), TODAY)).toBe('pushed');
    expect(statusOf(row('2027-01-01', '2027-01-02'), TODAY)).toBe('pushed');
    expect(statusOf(row('2027-03-11', '2027-03-20', '2027-03-09T10:00:00Z'), TODAY)).toBe('closed');
  });
  it('edits only what waits and closes only what has not ended', () => {
    expect(canEdit(row('2027-03-11', '2027-03-20'), TODAY)).toBe(true);
    expect(canEdit(row('2027-03-10', '2027-03-20'), TODAY)).toBe(false);
    expect(canClose(row('2027-03-01', '2027-03-10'), TODAY)).toBe(true);
    expect(canClose(row('2027-03-01', '2027-03-09'), TODAY)).toBe(false);
    expect(canClose(row('2027-03-11', '2027-03-20', '2027-03-09T10:00:00Z'), TODAY)).toBe(false);
    expect(recommendationMachine.can('close', 'closed')).toBe(false);
    expect(recommendationMachine.can('edit', 'pushed')).toBe(false);
  });
  it('covers up to the day before it was closed', () => {
    expect(lastCoveredDay(row('2027-03-01', '2027-03-31', '2027-03-10T12:00:00'))).toBe('2027-03-09');
    expect(lastCoveredDay(row('2027-03-01', '2027-03-05', '2027-03-10T12:00:00'))).toBe('2027-03-05');
  });
});

describe('the calendar (spec: no recommended content for a date in a mode is flagged)', () => {
  it('counts the recommendations of each day and flags the days with none', () => {
    const rows = [row('2027-03-01', '2027-03-03'), row('2027-03-03', '2027-03-04'), row('2027-02-20', '2027-03-01')];
    expect(coverage(rows, '2027-03-01', '2027-03-06')).toEqual([2, 1, 2, 1, 0, 0]);
    expect(flaggedDays(rows, '2027-03-01', '2027-03-06')).toEqual(['2027-03-05', '2027-03-06']);
  });
  it('does not count a recommendation closed before it began', () => {
    const rows = [row('2027-03-05', '2027-03-06', '2027-03-01T08:00:00')];
    expect(flaggedDays(rows, '2027-03-04', '2027-03-06')).toEqual(['2027-03-04', '2027-03-05', '2027-03-06']);
  });
  it('flags a whole year without rows, leap day included', () => {
    expect(flaggedDays([], '2028-01-01', '2028-12-31')).toHaveLength(366);
    expect(coverage([], '2028-01-02', '2028-01-01')).toEqual([]);
  });
});

describe('recommendationProblems', () => {
  const article: RecommendationInput = {
    surface: 'insights',
    mode: 'period',
    kind: 'article',
    articleId: 7,
    texts: {},
    image: null,
    startDate: '2027-03-10',
    endDate: '2027-03-16',
    stageFrom: null,
    stageTo: null,
    order: 1,
  };
  const codes = (input: Partial<RecommendationInput>) => recommendationProblems(input, TODAY).map((p) => p.code);

  it('accepts a complete recommendation', () => {
    expect(codes(article)).toEqual([]);
    expect(
      codes({
        ...article,
        surface: 'tools',
        mode: 'pregnancy',
        kind: 'banner',
        articleId: null,
        texts: { ar: { title: 'لافتة', link: '/tips/water' } },
        image: '/mock-oss/1/banner.png',
        stageFrom: 12,
        stageTo: 20,
      }),
    ).toEqual([]);
  });
  it('refuses a page that does not exist and cards among insights', () => {
    expect(codes({ ...article, mode: null })).toEqual(['surface']);
    expect(codes({ ...article, surface: 'explore' })).toEqual(['surface']);
    expect(codes({ ...article, kind: 'card' })).toEqual(['kind']);
  });
  it('checks the days: real, not in the past, in order, at most 366', () => {
    expect(codes({ ...article, startDate: '2027-03-09' })).toEqual(['past']);
    expect(codes({ ...article, endDate: '2027-03-09' })).toEqual(['endBeforeStart']);
    expect(codes({ ...article, endDate: '2028-03-10' })).toEqual(['tooLong']);
    expect(codes({ ...article, startDate: '2027-02-30' })).toEqual(['day']);
  });
  it('needs a title and a link in one language, and links that are links', () => {
    const card = {
      ...article,
      surface: 'explore' as const,
      mode: null,
      kind: 'card' as const,
      articleId: null,
      image: '/mock-oss/2/card.png',
    };
    expect(codes({ ...card, texts: { en: { title: 'Only a title' } } })).toEqual(['texts']);
    expect(codes({ ...card, texts: { en: { title: 'T', link: 'javascript:alert(1)' } } })).toEqual(['link']);
  });
  it('needs an image on a card or a banner, not on an article', () => {
    const texts = { en: { title: 'T', link: '/tips/water' } };
    const banner = { ...article, surface: 'explore' as const, mode: null, kind: 'banner' as const, articleId: null };
    expect(codes({ ...banner, texts, image: null })).toEqual(['imageRequired']);
    expect(codes({ ...banner, texts, image: '  ' })).toEqual(['imageRequired']);
    expect(codes({ ...banner, kind: 'card', texts })).toEqual(['imageRequired']);
    expect(codes({ ...article, image: null })).toEqual([]);
  });
  it('checks the order and the cycle-day or week range', () => {
    expect(codes({ ...article, order: 0 })).toEqual(['order']);
    expect(codes({ ...article, order: 1.5 })).toEqual(['order']);
    expect(codes({ ...article, stageFrom: 1, stageTo: 2 })).toEqual(['stage']);
    const tools = { ...article, surface: 'tools' as const };
    expect(codes({ ...tools, stageFrom: 3, stageTo: null })).toEqual(['stage']);
    expect(codes({ ...tools, stageFrom: 10, stageTo: 4 })).toEqual(['stageOrder']);
    expect(codes({ ...tools, stageFrom: 1, stageTo: 46 })).toEqual(['stage']);
    expect(codes({ ...tools, mode: 'pregnancy', stageFrom: 1, stageTo: 42 })).toEqual([]);
  });
});

describe('screens', () => {
  it('maps each surface and mode to its screen', () => {
    expect(screenOf('insights', 'prePregnancy')).toBe('/insights-article/pre-pregnancy-mode');
    expect(screenOf('tools', 'period')).toBe('/content-recommend/menstruation');
    expect(screenOf('explore', null)).toBe('/content-recommend/explore');
    expect(screenOf('explore', 'period')).toBeNull();
    expect(screenOf('tools', 'toString')).toBeNull();
  });
  it('picks the title in the interface language, then English, then any', () => {
    const titles = { en: { title: 'Hello' }, ar: { title: 'مرحبا' }, ms: { title: 'Halo' } };
    expect(pickTitle(titles, 'ar')).toBe('مرحبا');
    expect(pickTitle(titles, 'zh')).toBe('Hello');
    expect(pickTitle({ ms: { title: 'Halo' } }, 'en')).toBe('Halo');
    expect(pickTitle(undefined, 'en')).toBe('');
  });
});
