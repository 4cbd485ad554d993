import { defineEndpoint } from '../../shared/api/endpoint';

/** The data dashboards: `:kind` is the dashboard (`DASHBOARD_KINDS`, its screen's uri segment). */
export const DASHBOARD_ENDPOINTS = {
  /** A dashboard's series over a range, and with `compare` the period of the same length just before. */
  series: defineEndpoint('GET', '/services/data/api/dashboards/:kind'),
};
