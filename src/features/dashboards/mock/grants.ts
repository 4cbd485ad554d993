import { grant, type Call } from '../../../mocks/endpoint-grant';
import { dashboardUri } from '../dashboards';
import { DASHBOARD_ENDPOINTS as E } from '../endpoints';
import { DASHBOARD_KINDS, type DashboardKind } from '../types';

/** The dashboard's own screen (its `:action` entry); for an unknown dashboard any, so the handler says 404. */
const screensOf =
  (action?: string) =>
  ({ params }: Pick<Call, 'params'>): readonly string[] =>
    (DASHBOARD_KINDS.includes(params.kind as DashboardKind) ? [params.kind as DashboardKind] : DASHBOARD_KINDS).map(
      (kind) => `${dashboardUri(kind)}${action ? `:${action}` : ''}`,
    );

/** Reading a dashboard needs its screen; exporting its numbers to Excel the screen's `export` entry. */
export const DASHBOARD_GRANTS = [
  grant(E.series, screensOf(), {
    exportNeeds: screensOf('export'),
    among: screensOf()({ params: {} }),
    exportAmong: screensOf('export')({ params: {} }),
    decidedBy: 'the dashboard in the path (:kind): each dashboard has its screen',
  }),
];
