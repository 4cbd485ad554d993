import { defineMachine } from '../../shared/components/status-tag/state-machine';
import type { RuleProblem } from '../../shared/types/rule-problem';
import { RANK_BY, REWARD_KINDS, type RewardStatus, type RewardTier, type TopicRewardInput } from './types';

export const REWARD_LIMITS = { tiersMax: 10, rankMax: 100, pointsMax: 100_000, itemMax: 40 } as const;

export type RewardAction = 'edit' | 'close' | 'delete';

/** A reward is changed only before it starts; a running one is closed (ends now); a running one is never deleted. */
export const rewardMachine = defineMachine<RewardStatus, RewardAction>({
  states: {
    upcoming: { label: 'events:rewards.status.upcoming', color: 'blue' },
    running: { label: 'events:rewards.status.running', color: 'green' },
    ended: { label: 'events:rewards.status.ended', color: 'default' },
  },
  transitions: {
    edit: { from: ['upcoming'], to: 'upcoming' },
    close: { from: ['running'], to: 'ended' },
    delete: { from: ['upcoming', 'ended'], to: null },
  },
});

export function windowPhase(window: { startAt: string; endAt: string }, now: number): RewardStatus {
  if (Date.parse(window.endAt) <= now) return 'ended';
  return Date.parse(window.startAt) <= now ? 'running' : 'upcoming';
}

const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * The tiers cover ranks 1 to N without a gap or an overlap, each with its reward: points (1 to 100,000)
 * or an item's name. The first broken tier is named by its position.
 */
export function tierProblems(kind: unknown, tiers: readonly RewardTier[] | undefined): RuleProblem[] {
  if (!tiers || tiers.length === 0) return [{ field: 'tiers', code: 'tiersRequired' }];
  if (tiers.length > REWARD_LIMITS.tiersMax)
    return [{ field: 'tiers', code: 'tiersTooMany', params: { max: REWARD_LIMITS.tiersMax } }];
  let expected = 1;
  for (const [index, tier] of tiers.entries()) {
    const position = index + 1;
    if (!isInt(tier?.fromRank, 1, REWARD_LIMITS.rankMax) || !isInt(tier?.toRank, 1, REWARD_LIMITS.rankMax))
      return [{ field: 'tiers', code: 'tierRanks', params: { position, max: REWARD_LIMITS.rankMax } }];
    if (tier.fromRank > tier.toRank) return [{ field: 'tiers', code: 'tierOrder', params: { position } }];
    if (tier.fromRank !== expected) return [{ field: 'tiers', code: 'tierGap', params: { position, rank: expected } }];
    if (kind === 'points' && !isInt(tier.points, 1, REWARD_LIMITS.pointsMax))
      return [{ field: 'tiers', code: 'tierPoints', params: { position, max: REWARD_LIMITS.pointsMax } }];
    if (kind === 'items') {
      const item = (tier.item ?? '').trim();
      if (!item || item.length > REWARD_LIMITS.itemMax)
        return [{ field: 'tiers', code: 'tierItem', params: { position, max: REWARD_LIMITS.itemMax } }];
    }
    expected = tier.toRank + 1;
  }
  return [];
}

export function rewardProblems(input: Partial<TopicRewardInput>, now: number): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (!isInt(input.topicId, 1, Number.MAX_SAFE_INTEGER)) problems.push({ field: 'topicId', code: 'topicRequired' });
  if (!REWARD_KINDS.includes(input.kind as never)) problems.push({ field: 'kind', code: 'kind' });
  if (!RANK_BY.includes(input.rankBy as never)) problems.push({ field: 'rankBy', code: 'rankBy' });
  problems.push(...tierProblems(input.kind, input.tiers));
  const start = Date.parse(input.startAt ?? '');
  const end = Date.parse(input.endAt ?? '');
  if (Number.isNaN(start) || Number.isNaN(end)) problems.push({ field: 'window', code: 'windowRequired' });
  else if (end <= start) problems.push({ field: 'window', code: 'endBeforeStart' });
  else if (end <= now) problems.push({ field: 'window', code: 'endPast' });
  return problems;
}

/** What a reward gives at most: how many posts, and the points in all (points kind). */
export function rewardReach(tiers: readonly RewardTier[] | undefined): { posts: number; points: number } {
  let posts = 0;
  let points = 0;
  for (const tier of tiers ?? []) {
    if (!isInt(tier?.fromRank, 1, REWARD_LIMITS.rankMax) || !isInt(tier?.toRank, 1, REWARD_LIMITS.rankMax)) continue;
    const count = Math.max(0, tier.toRank - tier.fromRank + 1);
    posts += count;
    if (typeof tier.points === 'number' && tier.points > 0) points += count * tier.points;
  }
  return { posts, points };
}

/** Whether two windows share a moment (touching ends do not). */
export const windowsOverlap = (a: { startAt: string; endAt: string }, b: { startAt: string; endAt: string }) =>
  Date.parse(a.startAt) < Date.parse(b.endAt) && Date.parse(b.startAt) < Date.parse(a.endAt);

/** The tier a rank falls in, if any. */
export const tierOf = (tiers: readonly RewardTier[], rank: number) =>
  tiers.find((tier) => tier.fromRank <= rank && rank <= tier.toRank);
