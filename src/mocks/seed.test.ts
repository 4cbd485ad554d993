import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpuBudgetMs, cpuMs } from '../../tests/support/cpu-time';
import { POSTS_COLLECTION, type PostRow } from '../features/posts/mock';
import { COLLECTIONS } from './collections';
import type { Collections } from './db';
import { FEATURE_MOCKS } from './features';
import { buildSeed } from './seed';
import { forgetSeedInstant } from './seed-instant';

const idsOf = (seed = buildSeed()) => Object.entries(seed).map(([name, rows]) => [name, rows.map((row) => row.id)]);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The files after this one in the worker build their seeds at the clock's instant, not at a faked day.
  forgetSeedInstant();
});

describe('the seed', () => {
  it('has the same rows by id at every start, whatever the day: the kept changes are applied by id', () => {
    vi.stubGlobal('location', { origin: 'http://localhost:5173' });
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 1), toFake: ['Date'] });
    forgetSeedInstant();
    const first = { ...buildSeed() };
    vi.setSystemTime(Date.UTC(2025, 5, 30));
    forgetSeedInstant();
    const later = { ...buildSeed() };
    // Built on another day: the rows' times moved with it, their ids did not.
    const postedAt = (seed: Collections) => (seed[POSTS_COLLECTION][0] as PostRow).postedAt;
    expect(Date.parse(postedAt(later)) - Date.parse(postedAt(first))).toBe(
      Date.UTC(2025, 5, 30) - Date.UTC(2025, 0, 1),
    );
    expect(idsOf(later)).toEqual(idsOf(first));
  });

  it('is generated quickly', () => {
    vi.stubGlobal('location', { origin: 'http://localhost:5173' });
    Object.values(buildSeed());
    let rows = 0;
    // Every collection read, so every mock's seed runs.
    const ms = cpuMs(() => {
      rows = Object.values(buildSeed()).reduce((total, collection) => total + collection.length, 0);
    });
    console.info(`[mock start] buildSeed: ${rows} rows in ${ms.toFixed(1)} ms of CPU`);
    expect(ms).toBeLessThan(cpuBudgetMs(300));
  });
});

describe('each collection of the seed', () => {
  it('is declared by its mock under the names its seed returns, and no other', () => {
    vi.stubGlobal('location', { origin: 'http://localhost:5173' });
    for (const feature of FEATURE_MOCKS) {
      const returned = Object.keys(feature.seed?.() ?? {}).sort();
      expect([...(feature.collections ?? [])].sort(), feature.name).toEqual(returned);
    }
  });

  it('runs its mock’s seed only when it is first read, once for all of that mock’s collections', () => {
    vi.stubGlobal('location', { origin: 'http://localhost:5173' });
    const runs = new Map(
      FEATURE_MOCKS.filter((feature) => feature.seed).map((feature) => [feature.name, vi.spyOn(feature, 'seed')]),
    );
    const seed = buildSeed();
    expect([...runs].filter(([, run]) => run.mock.calls.length)).toEqual([]);

    expect(seed['app-users'].length).toBeGreaterThan(0);
    expect(seed['app-user-roles'].length).toBeGreaterThan(0);
    expect(seed[COLLECTIONS.sessions]).toEqual([]);
    expect([...runs].filter(([, run]) => run.mock.calls.length).map(([name]) => name)).toEqual(['app-users']);
    expect(runs.get('app-users')).toHaveBeenCalledTimes(1);
  });

  it('comes from the last mock that declares it', () => {
    vi.stubGlobal('location', { origin: 'http://localhost:5173' });
    const declaring = FEATURE_MOCKS.filter((feature) => feature.collections?.includes('creator-tasks'));
    expect(declaring.map((feature) => feature.name)).toEqual(['creator-task-posts', 'creators']);
    expect(buildSeed()['creator-tasks']).toEqual(declaring[1].seed?.()['creator-tasks']);
  });
});
