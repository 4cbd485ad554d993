export const REFERENCE_CPU_MS: number;
export function benchmarkCpuMs(runs?: number): number;
export function slowdown(cpuMs?: number): number;
export function suiteSlowdown(env?: Record<string, string | undefined>, measure?: () => number): number;
