import { resetDb } from './db';
import { grant } from './endpoint-grant';
import { route } from './endpoint-route';
import { ok } from './envelope';
import type { FeatureMock } from './feature-mock';
import { DEMO_ENDPOINTS } from '../shared/demo/endpoints';

/** The demo's administration: its reset, and the HTTP server's request journal. */
export const RESET_DEMO = '/permissions-manage/account:reset-demo';

/**
 * What only the mock backend has (declared in src/shared/demo): the user menu's "reset demo data", which
 * forgets everyone's changes: an admin's action.
 */
export const demoMock: FeatureMock = {
  name: 'demo',
  handlers: [
    route(DEMO_ENDPOINTS.reset, () => {
      resetDb();
      return ok(null);
    }),
  ],
  grants: [grant(DEMO_ENDPOINTS.reset, [RESET_DEMO])],
};
