import { describe, expect, it } from 'vitest';
import {
  normalizeTopic,
  overlappingRecommendation,
  ranksFrom,
  recommendationProblems,
  sameTopicName,
  topicProblems,
  windowsOverlap,
} from './rules';
import { topicNameIn, type TopicInput } from './types';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const base: TopicInput = {
  name: '孕期饮食',
  description: 'Recipes',
  category: 'pregnancy',
  valid: true,
  hot: false,
  hotEndTime: null,
  hotRank: null,
  hotWeight: null,
  type: 'realName',
  names: { en: 'Pregnancy diet', fr: '', ar: 'التغذية أثناء الحمل' },
};
const codes = (input: Partial<TopicInput>) => topicProblems(input, NOW).map((problem) => problem.code);

describe('topicProblems', () => {
  it('accepts a complete topic that is not hot, whatever its hot fields hold', () => {
    expect(codes(base)).toEqual([]);
    expect(codes({ ...base, hotRank: 999 })).toEqual([]);
  });
  it('needs a name, an English name, a category and a type', () => {
    expect(
      codes({ ...base, name: '  ', names: { en: '', fr: '', ar: '' }, category: undefined, type: undefined }),
    ).toEqual(['nameRequired', 'enNameRequired', 'category', 'type']);
  });
  it('limits names to 30 characters in every language, and the description to 200', () => {
    const long = 'x'.repeat(31);
    expect(
      codes({ ...base, name: long, names: { en: 'ok', fr: long, ar: long }, description: 'd'.repeat(201) }),
    ).toEqual(['nameTooLong', 'nameTooLong', 'nameTooLong', 'descriptionTooLong']);
  });
  it('needs a future end time, a rank and a weight only when hot', () => {
    expect(codes({ ...base, hot: true })).toEqual(['hotEndTimeRequired', 'hotRank', 'hotWeight']);
    expect(codes({ ...base, hot: true, hotEndTime: '2026-11-01T00:00:00Z', hotRank: 0, hotWeight: 101 })).toEqual([
      'hotEndTimePast',
      'hotRank',
      'hotWeight',
    ]);
    expect(codes({ ...base, hot: true, hotEndTime: '2026-12-01T00:00:00Z', hotRank: 1, hotWeight: 80 })).toEqual([]);
    expect(codes({ ...base, hot: true, hotEndTime: '2026-12-01T00:00:00Z', hotRank: 1.5, hotWeight: 80 })).toEqual([
      'hotRank',
    ]);
  });
});

describe('normalizeTopic', () => {
  it('trims and drops the hot fields of a topic that is not hot', () => {
    const stored = normalizeTopic({ ...base, name: ' 孕期饮食 ', hotEndTime: '2026-12-01T00:00:00Z', hotRank: 3 });
    expect(stored).toMatchObject({ name: '孕期饮食', hotEndTime: null, hotRank: null, hotWeight: null });
  });
});

describe('names', () => {
  it('compares names without case or surrounding spaces', () => {
    expect(sameTopicName(' Baby Names', 'baby names ')).toBe(true);
    expect(sameTopicName('Baby names', 'Baby name')).toBe(false);
  });
  it('picks the name in a language, else English, else the main name', () => {
    const topic = { name: '宝宝起名', names: { en: 'Baby names', fr: '', ar: 'أسماء المواليد' } };
    expect(topicNameIn(topic, 'ar')).toBe('أسماء المواليد');
    expect(topicNameIn(topic, 'fr')).toBe('Baby names');
    expect(topicNameIn({ ...topic, names: { en: '', fr: '', ar: '' } }, 'ms')).toBe('宝宝起名');
  });
});

describe('recommendations', () => {
  it('needs a topic and an end after the start', () => {
    expect(recommendationProblems({}).map((problem) => problem.code)).toEqual([
      'topicRequired',
      'startRequired',
      'endRequired',
    ]);
    const window = { topicId: 1, startTime: '2026-12-02T00:00:00Z', endTime: '2026-12-01T00:00:00Z' };
    expect(recommendationProblems(window).map((problem) => problem.code)).toEqual(['endBeforeStart']);
    expect(recommendationProblems({ ...window, endTime: window.startTime }).map((problem) => problem.code)).toEqual([
      'endBeforeStart',
    ]);
  });
  it('finds the same topic recommended in an overlapping window, not one that only touches it', () => {
    const existing = [
      { id: 1, topicId: 5, startTime: '2026-12-01T00:00:00Z', endTime: '2026-12-10T00:00:00Z' },
      { id: 2, topicId: 6, startTime: '2026-12-01T00:00:00Z', endTime: '2026-12-31T00:00:00Z' },
    ];
    const input = { topicId: 5, startTime: '2026-12-09T00:00:00Z', endTime: '2026-12-20T00:00:00Z' };
    expect(overlappingRecommendation(existing, input)?.id).toBe(1);
    expect(overlappingRecommendation(existing, input, 1)).toBeUndefined();
    expect(overlappingRecommendation(existing, { ...input, startTime: '2026-12-10T00:00:00Z' })).toBeUndefined();
    expect(windowsOverlap(existing[0], existing[1])).toBe(true);
  });
  it('ranks an order from 1', () => {
    expect(ranksFrom([9, 3])).toEqual([
      { id: 9, rank: 1 },
      { id: 3, rank: 2 },
    ]);
  });
});
