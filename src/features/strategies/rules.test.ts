import { clashingStrategy, strategyMachine, strategyProblems, strategyState, weightSum } from './rules';
import type { Strategy, StrategyInput } from './types';

const codes = (problems: Array<{ field: string; code: string }>) => problems.map((p) => `${p.field}:${p.code}`);

const valid: StrategyInput = {
  name: 'Balanced',
  mode: 'period',
  audience: 'all',
  weights: { articles: 50, posts: 30, activities: 20 },
  dailyLimit: 10,
};

describe('recommendation strategies', () => {
  it('accepts whole shares adding up to 100', () => {
    expect(strategyProblems(valid)).toEqual([]);
    expect(weightSum(valid.weights)).toBe(100);
  });

  it('reports the sum on the last share, and each broken share on its own', () => {
    const problems = strategyProblems({ ...valid, weights: { articles: 50, posts: 30, activities: 10 } });
    expect(problems).toEqual([{ field: 'weights.activities', code: 'weightSum', params: { sum: 90 } }]);
    expect(codes(strategyProblems({ ...valid, weights: { articles: 50.5, posts: -1, activities: 101 } }))).toEqual([
      'weights.articles:weight',
      'weights.posts:weight',
      'weights.activities:weight',
    ]);
  });

  it('needs a name, a mode, an audience and 1 to 50 a day', () => {
    expect(
      codes(strategyProblems({ ...valid, name: ' ', mode: 'x' as never, audience: 'y' as never, dailyLimit: 0 })),
    ).toEqual(['name:required', 'mode:required', 'audience:required', 'dailyLimit:dailyLimit']);
    expect(codes(strategyProblems({ ...valid, name: 'x'.repeat(41), dailyLimit: 51 }))).toEqual([
      'name:tooLong',
      'dailyLimit:dailyLimit',
    ]);
  });

  it('finds the enabled strategy of the same mode and audience, never itself', () => {
    const rows = [
      { id: 1, mode: 'period', audience: 'all', enabled: true },
      { id: 2, mode: 'period', audience: 'all', enabled: false },
      { id: 3, mode: 'period', audience: 'newUsers', enabled: true },
    ] as Strategy[];
    expect(clashingStrategy(rows[1], rows)?.id).toBe(1);
    expect(clashingStrategy(rows[0], rows)).toBeUndefined();
    expect(clashingStrategy({ mode: 'pregnancy', audience: 'all' }, rows)).toBeUndefined();
  });

  it('deletes only a disabled strategy', () => {
    expect(strategyMachine.can('delete', strategyState({ enabled: true }))).toBe(false);
    expect(strategyMachine.can('delete', strategyState({ enabled: false }))).toBe(true);
  });
});
