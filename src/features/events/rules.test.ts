import { describe, expect, it } from 'vitest';
import { rewardMachine, rewardProblems, rewardReach, tierOf, tierProblems, windowPhase, windowsOverlap } from './rules';
import type { TopicRewardInput } from './types';

const NOW = Date.parse('2026-05-01T00:00:00Z');
const valid: TopicRewardInput = {
  topicId: 5,
  kind: 'points',
  rankBy: 'likes',
  tiers: [
    { fromRank: 1, toRank: 1, points: 1000 },
    { fromRank: 2, toRank: 5, points: 200 },
  ],
  startAt: '2026-05-02T00:00:00Z',
  endAt: '2026-05-09T00:00:00Z',
};
const codes = (kind: unknown, tiers: TopicRewardInput['tiers']) => tierProblems(kind, tiers).map((p) => p.code);

describe('topic reward rules', () => {
  it('accepts tiers that cover ranks 1 to N in order, each with its reward', () => {
    expect(rewardProblems(valid, NOW)).toEqual([]);
    expect(rewardReach(valid.tiers)).toEqual({ posts: 5, points: 1800 });
    expect(tierOf(valid.tiers, 3)).toBe(valid.tiers[1]);
    expect(tierOf(valid.tiers, 6)).toBeUndefined();
  });

  it('names the tier that leaves a gap, overlaps, is reversed or lacks its reward', () => {
    expect(codes('points', [])).toEqual(['tiersRequired']);
    expect(tierProblems('points', [valid.tiers[0], { fromRank: 3, toRank: 5, points: 1 }])).toEqual([
      { field: 'tiers', code: 'tierGap', params: { position: 2, rank: 2 } },
    ]);
    expect(
      codes('points', [
        { fromRank: 1, toRank: 2, points: 5 },
        { fromRank: 2, toRank: 3, points: 5 },
      ]),
    ).toEqual(['tierGap']);
    expect(codes('points', [{ fromRank: 2, toRank: 1, points: 5 }])).toEqual(['tierOrder']);
    expect(codes('points', [{ fromRank: 1, toRank: 1, points: 0 }])).toEqual(['tierPoints']);
    expect(codes('items', [{ fromRank: 1, toRank: 1, item: '  ' }])).toEqual(['tierItem']);
    expect(codes('items', [{ fromRank: 1, toRank: 101, item: 'Pillow' }])).toEqual(['tierRanks']);
  });

  it('checks the window, derives the status and allows what the machine allows', () => {
    expect(rewardProblems({ ...valid, endAt: valid.startAt }, NOW).map((p) => p.code)).toEqual(['endBeforeStart']);
    expect(windowPhase(valid, NOW)).toBe('upcoming');
    expect(windowPhase(valid, Date.parse('2026-05-03T00:00:00Z'))).toBe('running');
    expect(windowPhase(valid, Date.parse('2026-05-10T00:00:00Z'))).toBe('ended');
    expect(rewardMachine.actionsFrom('running')).toEqual(['close']);
    expect(rewardMachine.actionsFrom('upcoming')).toEqual(['edit', 'delete']);
    expect(windowsOverlap(valid, { startAt: valid.endAt, endAt: '2026-05-20T00:00:00Z' })).toBe(false);
    expect(windowsOverlap(valid, { startAt: '2026-05-08T00:00:00Z', endAt: '2026-05-20T00:00:00Z' })).toBe(true);
  });
});
