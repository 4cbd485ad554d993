import { describe, expect, it } from 'vitest';
import { benchmarkCpuMs, REFERENCE_CPU_MS, slowdown, suiteSlowdown } from '../../scripts/machine-speed.mjs';

describe("the machine's slowdown against the reference machine", () => {
  it('is the fixed work’s time over the reference figure', () => {
    expect(slowdown(REFERENCE_CPU_MS * 1.9)).toBeCloseTo(1.9);
  });

  it('is never below 1: a faster machine loosens nothing and tightens nothing', () => {
    expect(slowdown(REFERENCE_CPU_MS / 2)).toBe(1);
  });

  it('takes the figure the run was started with, else measures it', () => {
    const measured = () => 1.3;
    expect(suiteSlowdown({ SUITE_SLOWDOWN: '1.62' }, measured)).toBe(1.62);
    for (const unusable of [undefined, '', 'fast', '0.5']) {
      expect(suiteSlowdown({ SUITE_SLOWDOWN: unusable }, measured)).toBe(1.3);
    }
  });

  it('measures a positive time for the fixed work', () => {
    expect(benchmarkCpuMs(1)).toBeGreaterThan(0);
  });
});
