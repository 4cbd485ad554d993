/**
 * How much slower this machine runs JavaScript than the one the suite's budgets were set on. The same
 * fixed piece of work (rows built, copied through JSON, sorted by locale, counted and rewritten by a regular
 * expression) is timed in CPU time, so that a busy machine's waits for a core do not count: what remains is
 * the speed of the core itself, which differs from one machine of this kind to the next and, on a shared
 * host, from one hour to the next (seen: /login's paint, the whole Vitest run and this work all about twice
 * their usual time for a whole session). Budgets on time are multiplied by `slowdown()`, never below 1.
 *
 * `node scripts/machine-speed.mjs` prints the figure; `--factor` prints the slowdown alone.
 */

/**
 * The work's fastest CPU time on the reference machine: the 2-core machine on which the goals and limits
 * were set. Taken as half of its 171 ms on 2026-11-28, when the same kind of machine ran the Vitest suite
 * 1.9 times and /login's paint 2.1 times slower than their recorded figures.
 */
export const REFERENCE_CPU_MS = 85;

function fixedWork() {
  const rows = [];
  for (let i = 0; i < 60_000; i += 1) {
    rows.push({ id: i, title: `post ${(i * 7919) % 10007} ${i % 13 ? 'en' : 'ar'}`, tags: [i % 5, i % 7], at: i * 1000 });
  }
  const copy = JSON.parse(JSON.stringify(rows));
  copy.sort((a, b) => a.title.localeCompare(b.title));
  const byTag = new Map();
  for (const row of copy) for (const tag of row.tags) byTag.set(tag, (byTag.get(tag) ?? 0) + 1);
  let text = '';
  for (const row of copy.slice(0, 20_000)) text += `${row.title.replace(/\d+/g, (digits) => String(digits.length))}\n`;
  return byTag.size + text.length;
}

/** The fixed work's fastest CPU time here, in milliseconds, over `runs` runs after one to warm up. */
export function benchmarkCpuMs(runs = 7) {
  fixedWork();
  const times = Array.from({ length: runs }, () => {
    const before = process.cpuUsage();
    fixedWork();
    const { user, system } = process.cpuUsage(before);
    return (user + system) / 1000;
  }).sort((a, b) => a - b);
  return times[0];
}

/** How many times slower than the reference machine this one is, at least 1 (a faster one tightens nothing). */
export function slowdown(cpuMs = benchmarkCpuMs()) {
  return Math.max(1, cpuMs / REFERENCE_CPU_MS);
}

/**
 * The slowdown the run was started with (SUITE_SLOWDOWN, set by .ci/run from an idle machine), else
 * measured now.
 */
export function suiteSlowdown(env = process.env, measure = slowdown) {
  const given = Number(env.SUITE_SLOWDOWN);
  return Number.isFinite(given) && given >= 1 ? given : measure();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cpuMs = benchmarkCpuMs();
  if (process.argv.includes('--factor')) console.log(slowdown(cpuMs).toFixed(2));
  else {
    console.log(
      `machine speed: the fixed work took ${cpuMs.toFixed(0)} ms of CPU (${REFERENCE_CPU_MS} ms on the reference machine): time budgets × ${slowdown(cpuMs).toFixed(2)}`,
    );
  }
}
