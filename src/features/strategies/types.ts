import type { AppMode } from '../../shared/types/app-mode';

/**
 * Recommendation strategies: for one mode and one audience, the share of each kind of content the app's
 * recommended feed mixes (articles, community posts, health activities, in percent) and how many
 * recommendations a user gets per day. One enabled strategy per mode and audience: the feed must know
 * which one to follow.
 */
export const STRATEGY_AUDIENCES = ['all', 'newUsers', 'returningUsers'] as const;
export type StrategyAudience = (typeof STRATEGY_AUDIENCES)[number];

export const STRATEGY_SOURCES = ['articles', 'posts', 'activities'] as const;
type StrategySource = (typeof STRATEGY_SOURCES)[number];

export interface StrategyInput {
  name: string;
  mode: AppMode;
  audience: StrategyAudience;
  /** Percent of the feed per source; whole numbers adding up to 100. */
  weights: Record<StrategySource, number>;
  /** Recommendations per user per day. */
  dailyLimit: number;
}

export interface Strategy extends StrategyInput {
  id: number;
  enabled: boolean;
  updatedBy: string;
  updatedAt: string;
}
