/**
 * The auth mock's entry: what other features' mock code uses of this domain. The permission loading's two
 * endpoints are declared here (the session's calls) and answered by the permissions mock, which holds the
 * menus and roles.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { authHandlers } from './handlers';
import { AUTH_GRANTS } from './grants';
export { AUTH_ENDPOINTS } from '../endpoints';

/** The auth mock, registered in src/mocks/features.ts. */
export const authMock: FeatureMock = {
  name: 'auth',
  handlers: authHandlers,
  grants: AUTH_GRANTS,
};
