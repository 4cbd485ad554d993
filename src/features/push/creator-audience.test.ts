import { describe, expect, it } from 'vitest';
import { cleanPushInput } from './api';
import { pushChanges, pushProblems, estimateCreatorAudience, type AudienceCreator } from './rules';
import type { PushInput } from './types';

const NOW = Date.parse('2030-01-10T12:00:00Z');
const ago = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();
const creator = (
  id: string,
  level: number,
  fieldId: number | null,
  login: number,
  joined = 2_000,
): AudienceCreator => ({
  id,
  level,
  fieldId,
  lastLoginAt: ago(login),
  joinedAt: ago(joined),
});
const CREATORS = [
  creator('1000001', 1, 1, 2),
  creator('1000002', 2, 1, 50),
  creator('1000003', 2, 2, 200, 10),
  creator('1000004', 5, null, 600),
  creator('1000005', 0, 1, 1),
];
const input: PushInput = {
  texts: { ar: { title: 'ع', content: 'م' }, ms: { title: 'T', content: 'K' }, ind: { title: 'J', content: 'K' } },
  image: null,
  target: '3',
  startAt: new Date(NOW + 3_600_000).toISOString(),
  endAt: new Date(NOW + 7_200_000).toISOString(),
  userGroup: 'active7d',
  designatedUsers: [],
  modes: ['pregnancy'],
  areas: ['SA'],
  minVersion: '7.0.0',
  maxVersion: null,
  forceUpdate: true,
  creatorLevels: [2, 1],
  creatorFields: [],
};

describe('creator pushes', () => {
  it('counts creators (Lv1-Lv5) of the chosen levels and fields, then the group', () => {
    expect(estimateCreatorAudience(CREATORS, { userGroup: 'active30d' }, NOW)).toEqual({ audience: 4, reachable: 4 });
    expect(estimateCreatorAudience(CREATORS, { userGroup: 'active3d', creatorLevels: [2] }, NOW)).toEqual({
      audience: 1,
      reachable: 2,
    });
    expect(estimateCreatorAudience(CREATORS, { userGroup: 'active24h', creatorFields: [1] }, NOW)).toEqual({
      audience: 1,
      reachable: 2,
    });
    expect(estimateCreatorAudience(CREATORS, { userGroup: 'new24h' }, NOW).audience).toBe(1);
    expect(
      estimateCreatorAudience(CREATORS, { userGroup: 'designated', designatedUsers: ['1000002', '1000005'] }, NOW),
    ).toEqual({ audience: 1, reachable: 4 });
  });

  it('needs a creator task ID, known levels and fields; a creator channel drops modes, areas and versions', () => {
    expect(pushProblems({ ...input, target: '' }, 'creatorTask', NOW)).toContainEqual({
      field: 'target',
      code: 'taskRequired',
    });
    expect(pushProblems({ ...input, target: 'x1' }, 'creatorTask', NOW)).toContainEqual({
      field: 'target',
      code: 'idFormat',
    });
    expect(pushProblems({ ...input, creatorLevels: [0, 6] }, 'creatorTask', NOW)).toContainEqual({
      field: 'creatorLevels',
      code: 'creatorLevels',
    });
    expect(pushProblems(input, 'creatorTask', NOW)).toEqual([]);
    expect(cleanPushInput(input, 'creatorTask')).toMatchObject({
      modes: [],
      areas: [],
      minVersion: null,
      forceUpdate: false,
      creatorLevels: [1, 2],
    });
    expect(cleanPushInput(input, 'hotContent')).toMatchObject({ modes: ['pregnancy'], creatorLevels: [] });
    expect(pushChanges({ ...input, creatorLevels: [1] }, input)).toEqual([
      { field: 'creatorLevels', before: '1', after: '2, 1' },
    ]);
  });
});
