/**
 * The hot-content mock's entry: its registration (src/mocks/features.ts). Nothing else of hot-content's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { HOT_CONTENT_GRANTS } from './grants';
import { hotContentHandlers } from './handlers';
import { HOT_COLLECTIONS, seedHotContent } from './seed';

/** The hot-content mock, registered in src/mocks/features.ts. */
export const hotContentMock: FeatureMock = {
  name: 'hot-content',
  handlers: hotContentHandlers,
  grants: HOT_CONTENT_GRANTS,
  collections: Object.values(HOT_COLLECTIONS),
  seed: seedHotContent,
};
