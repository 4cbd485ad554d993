import { afterEach, describe, expect, it, vi } from 'vitest';
import { cpuBudgetMs, cpuMs } from '../../tests/support/cpu-time';
import { buildSeed } from './seed';

const idsOf = () => Object.entries(buildSeed()).map(([name, rows]) => [name, rows.map((row) => row.id)]);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the seed', () => {
  it('has the same rows by id at every start, whatever the day: the kept changes are applied by id', () => {
    vi.stubGlobal('location', { origin: 'http://localhost:5173' });
    vi.useFakeTimers({ now: Date.UTC(2025, 0, 1), toFake: ['Date'] });
    const first = idsOf();
    vi.setSystemTime(Date.UTC(2025, 5, 30));
    expect(idsOf()).toEqual(first);
  });

  it('is generated quickly', () => {
    vi.stubGlobal('location', { origin: 'http://localhost:5173' });
    buildSeed();
    let seed: ReturnType<typeof buildSeed> = {};
    const ms = cpuMs(() => {
      seed = buildSeed();
    });
    const rows = Object.values(seed).reduce((total, collection) => total + collection.length, 0);
    console.info(`[mock start] buildSeed: ${rows} rows in ${ms.toFixed(1)} ms of CPU`);
    expect(ms).toBeLessThan(cpuBudgetMs(300));
  });
});
