/**
 * The push mock's entry: its registration (src/mocks/features.ts). Nothing else of push's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { PUSH_GRANTS, PUSH_UPLOADS } from './grants';
import { pushHandlers } from './handlers';
import { PUSH_COLLECTIONS, seedPushes } from './seed';

/** The push mock, registered in src/mocks/features.ts. */
export const pushMock: FeatureMock = {
  name: 'push',
  handlers: pushHandlers,
  grants: PUSH_GRANTS,
  uploads: PUSH_UPLOADS,
  collections: Object.values(PUSH_COLLECTIONS),
  seed: seedPushes,
};
