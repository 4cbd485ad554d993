/**
 * The app-version mock's entry: its registration (src/mocks/features.ts). Nothing else of app-version's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { APP_VERSION_GRANTS } from './grants';
import { appVersionHandlers } from './handlers';
import { APP_COLLECTIONS, seedCacheKeys, seedNotices, seedSwitches } from './seed';

/** The app-version mock, registered in src/mocks/features.ts. */
export const appVersionMock: FeatureMock = {
  name: 'app-version',
  handlers: appVersionHandlers,
  grants: APP_VERSION_GRANTS,
  collections: Object.values(APP_COLLECTIONS),
  seed: () => ({
    [APP_COLLECTIONS.notices]: seedNotices(),
    [APP_COLLECTIONS.cacheKeys]: seedCacheKeys(),
    [APP_COLLECTIONS.switches]: seedSwitches(),
  }),
};
