/**
 * What Lighthouse's simulation (Lantern) makes of one run when the CPU is set apart from the network. Lantern
 * replays the recorded main-thread tasks at their recorded length (desktop preset: multiplier 1) over a
 * simulated network (40 ms round trip, 10 Mbit/s, at most 10 requests at once), so a slow machine lengthens
 * the largest paint and the blocking time, and nothing in the page's design shortens the network's share.
 * Re-running the same simulation with the tasks shortened by the machine's slowdown gives the figures on the
 * reference machine; with the tasks at 1 % of their length, what the network alone imposes (the floor no CPU
 * work can lower).
 */
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

/** Lantern's largest paint and blocking time of a run's artifacts with the CPU's tasks scaled by `cpu`. */
async function simulate(artifacts, cpu) {
  const settings = {
    ...artifacts.settings,
    throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier: cpu },
  };
  const context = { computedCache: new Map(), settings };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  return { lcp: lcp.timing, tbt: tbt.timing, graph: lcp.optimisticEstimate.nodeTimings };
}

const describe = (node) =>
  node.type === 'network'
    ? `${new URL(node.request.url).pathname.split('/').pop() || '/'} (${Math.round(node.request.transferSize / 1000)} kB)`
    : `main thread${node.didPerformLayout() ? ', with layout' : ''}`;

/**
 * The chain of requests and tasks that ends last in the simulated largest paint: from the last node back
 * through the dependency that finished latest. Each step: start and end (ms) and what it is.
 */
function criticalPath(graph) {
  let node = [...graph].sort((a, b) => b[1].endTime - a[1].endTime)[0]?.[0];
  const path = [];
  while (node) {
    const { startTime, endTime } = graph.get(node);
    path.unshift({ start: Math.round(startTime), end: Math.round(endTime), what: describe(node) });
    node = node
      .getDependencies()
      .filter((dependency) => graph.has(dependency))
      .sort((a, b) => graph.get(b).endTime - graph.get(a).endTime)[0];
  }
  return path;
}

/** The requests the simulated largest paint waits for, and their bytes as transferred (kB). */
function requestsBefore(graph) {
  const requests = [...graph.keys()].filter((node) => node.type === 'network');
  return {
    count: requests.length,
    kb: requests.reduce((sum, node) => sum + node.request.transferSize, 0) / 1000,
  };
}

/**
 * The run's figures on the reference machine (tasks divided by `slowdown`) and with no CPU time at all, and,
 * on the reference machine, the requests the paint waits for and its critical path.
 */
export async function explainRun(artifacts, slowdown) {
  const reference = await simulate(artifacts, 1 / slowdown);
  const network = await simulate(artifacts, 0.01);
  return {
    referenceLcp: reference.lcp,
    referenceTbt: reference.tbt,
    networkLcp: network.lcp,
    before: requestsBefore(reference.graph),
    path: criticalPath(reference.graph),
  };
}
