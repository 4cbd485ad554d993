import { describe, expect, it } from 'vitest';
import { conditionKey, conditionProblems } from './rules';
import type { TaskConditionInput } from './types';

const valid: TaskConditionInput = {
  name: 'Active poster',
  type: 'postsPublished',
  threshold: 5,
  window: 'week',
  description: '',
};
const codes = (input: Partial<TaskConditionInput>) => conditionProblems(input).map((problem) => problem.code);

describe('task condition rules', () => {
  it('accepts a complete condition', () => {
    expect(conditionProblems(valid)).toEqual([]);
  });

  it('needs a name, what it counts and a window', () => {
    expect(codes({ ...valid, name: '  ' })).toEqual(['conditionNameRequired']);
    expect(codes({ ...valid, name: 'x'.repeat(41) })).toEqual(['conditionNameTooLong']);
    expect(codes({ ...valid, type: 'sleeps' as never })).toEqual(['conditionTypeRequired']);
    expect(codes({ ...valid, window: undefined })).toEqual(['conditionWindowRequired']);
  });

  it('takes a whole threshold from 1', () => {
    for (const threshold of [0, -1, 1.5, 1_000_001, undefined])
      expect(codes({ ...valid, threshold })).toEqual(['threshold']);
    expect(codes({ ...valid, threshold: 1_000_000 })).toEqual([]);
  });

  it('does not ask for more check-in days than the window has', () => {
    const checkIn = { ...valid, type: 'checkInDays' as const };
    expect(conditionProblems({ ...checkIn, window: 'week', threshold: 8 })).toEqual([
      { field: 'threshold', code: 'thresholdOverWindow', params: { max: 7 } },
    ]);
    expect(codes({ ...checkIn, window: 'week', threshold: 7 })).toEqual([]);
    expect(codes({ ...checkIn, window: 'day', threshold: 2 })).toEqual(['thresholdOverWindow']);
    expect(codes({ ...checkIn, window: 'lifetime', threshold: 365 })).toEqual([]);
    // Posts are not limited to one a day.
    expect(codes({ ...valid, window: 'day', threshold: 20 })).toEqual([]);
  });

  it('limits the description', () => {
    expect(codes({ ...valid, description: 'd'.repeat(201) })).toEqual(['descriptionTooLong']);
  });

  it('compares names without case or extra spaces', () => {
    expect(conditionKey(' Active   Poster ')).toBe(conditionKey('active poster'));
    expect(conditionKey(null)).toBe('');
  });
});
