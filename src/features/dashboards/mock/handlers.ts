import { route } from '../../../mocks/endpoint-route';
import { ok } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { DASHBOARDS } from '../dashboards';
import { firstKeptSlot, rangeProblems } from '../rules';
import { formatSlot, parseSlot, previousRange, slotOf, slotsBetween } from '../../../shared/utils/time-slots';
import { DASHBOARD_KINDS, type DashboardKind, type DashboardSeries } from '../types';
import { DASHBOARD_ENDPOINTS as E } from '../endpoints';
import { seriesOf } from './series';

const voice = mockVoice('dashboards');

/**
 * `GET /services/data/api/dashboards/:kind?from=&to=&compare=true`: a dashboard's series over a range
 * (hours or days, both ends included), and with `compare` the period of the same length just before it.
 * A range that is malformed, reversed, in the future or older than the data kept is refused.
 */
export const dashboardHandlers = [
  route(E.series, async ({ request, params }) => {
    const kind = params.kind as DashboardKind;
    if (!DASHBOARD_KINDS.includes(kind)) return voice.refuse(request, 404, 'refused.unknown');
    const { granularity, metrics } = DASHBOARDS[kind];
    const url = new URL(request.url);
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    const now = Date.now();
    const problems = rangeProblems(granularity, from, to, now);
    if (problems.length) return voice.refusal(request, problems);
    const start = parseSlot(granularity, from)!;
    const end = parseSlot(granularity, to)!;
    const kept = { first: firstKeptSlot(granularity, now), last: slotOf(granularity, now) };
    const keys = metrics.map((metric) => metric.key);
    const times = slotsBetween(granularity, start, end);
    let previous: DashboardSeries['previous'] = null;
    if (url.searchParams.get('compare') === 'true') {
      const range = previousRange(granularity, start, end);
      const previousTimes = slotsBetween(granularity, range.from, range.to);
      previous = {
        from: formatSlot(granularity, range.from),
        to: formatSlot(granularity, range.to),
        times: previousTimes,
        values: seriesOf(granularity, keys, previousTimes, kept),
      };
    }
    const answer: DashboardSeries = {
      kind,
      granularity,
      from,
      to,
      times,
      // Within the data kept, every slot has a value.
      values: seriesOf(granularity, keys, times, kept) as Record<string, number[]>,
      previous,
    };
    return ok(answer);
  }),
];
