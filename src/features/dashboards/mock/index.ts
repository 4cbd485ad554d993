/**
 * The dashboards mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of dashboards's mock is imported from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { DASHBOARD_GRANTS } from './grants';
import { dashboardHandlers } from './handlers';
export { rangeProblems } from '../rules';

/** The dashboards mock, registered in src/mocks/features.ts. */
export const dashboardsMock: FeatureMock = {
  name: 'dashboards',
  handlers: dashboardHandlers,
  grants: DASHBOARD_GRANTS,
};
