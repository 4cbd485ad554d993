/**
 * The privacy mock's entry: its registration (src/mocks/features.ts). Nothing else of privacy's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { PRIVACY_GRANTS } from './grants';
import { privacyHandlers } from './handlers';
import { PRIVACY_COLLECTIONS, seedPrivacy } from './seed';

/** The privacy mock, registered in src/mocks/features.ts. */
export const privacyMock: FeatureMock = {
  name: 'privacy',
  handlers: privacyHandlers,
  grants: PRIVACY_GRANTS,
  collections: Object.values(PRIVACY_COLLECTIONS),
  seed: seedPrivacy,
};
