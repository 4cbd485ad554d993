import type { Call, EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';
import { dashboardUri } from '../dashboards';
import { DASHBOARD_KINDS, type DashboardKind } from '../types';

export const dashboardPath = api('/data/api/dashboards/:kind');

/** The dashboard's own screen (its `:action` entry); for an unknown dashboard any, so the handler says 404. */
const screensOf =
  (action?: string) =>
  ({ params }: Call): readonly string[] =>
    (DASHBOARD_KINDS.includes(params.kind as DashboardKind) ? [params.kind as DashboardKind] : DASHBOARD_KINDS).map(
      (kind) => `${dashboardUri(kind)}${action ? `:${action}` : ''}`,
    );

/** Reading a dashboard needs its screen; exporting its numbers to Excel the screen's `export` entry. */
export const DASHBOARD_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: dashboardPath, needs: screensOf(), exportNeeds: screensOf('export') },
];
