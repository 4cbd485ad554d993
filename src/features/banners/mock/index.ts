/**
 * The banners mock's entry: its registration (src/mocks/features.ts). Nothing else of banners's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { BANNER_GRANTS, BANNER_UPLOADS } from './grants';
import { bannerHandlers } from './handlers';
import { BANNER_COLLECTION, seedBanners } from './seed';

/** The banners mock, registered in src/mocks/features.ts. */
export const bannersMock: FeatureMock = {
  name: 'banners',
  handlers: bannerHandlers,
  grants: BANNER_GRANTS,
  uploads: BANNER_UPLOADS,
  collections: [BANNER_COLLECTION],
  seed: seedBanners,
};
