/**
 * The beauty mock's entry: its registration (src/mocks/features.ts). Nothing else of beauty's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { BEAUTY_GRANTS, BEAUTY_UPLOADS } from './grants';
import { beautyHandlers } from './handlers';
import { BEAUTY_COLLECTION, BEAUTY_PACKAGES, seedBeauty } from './seed';

/** The beauty mock, registered in src/mocks/features.ts. */
export const beautyMock: FeatureMock = {
  name: 'beauty',
  handlers: beautyHandlers,
  grants: BEAUTY_GRANTS,
  uploads: BEAUTY_UPLOADS,
  collections: [BEAUTY_COLLECTION, BEAUTY_PACKAGES],
  seed: seedBeauty,
};
