import { describe, expect, it } from 'vitest';
import { msToMidnight } from './use-today';

describe('msToMidnight', () => {
  it('counts to the next local midnight', () => {
    expect(msToMidnight(new Date(2026, 10, 23, 23, 59, 30))).toBe(30_000);
    expect(msToMidnight(new Date(2026, 10, 23, 0, 0, 0))).toBe(24 * 3_600_000);
  });

  it('crosses the end of a month and of a year', () => {
    expect(msToMidnight(new Date(2026, 10, 30, 12))).toBe(12 * 3_600_000);
    expect(msToMidnight(new Date(2026, 11, 31, 18))).toBe(6 * 3_600_000);
  });
});
