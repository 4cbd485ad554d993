/**
 * The content-classify mock's entry: its registration (src/mocks/features.ts). Nothing else of content-classify's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { CLASSIFY_GRANTS } from './grants';
import { classifyHandlers } from './handlers';
import { CLASSIFY_COLLECTIONS, seedClassify } from './seed';

/** The content-classify mock, registered in src/mocks/features.ts. */
export const contentClassifyMock: FeatureMock = {
  name: 'content-classify',
  handlers: classifyHandlers,
  grants: CLASSIFY_GRANTS,
  collections: Object.values(CLASSIFY_COLLECTIONS),
  seed: seedClassify,
};
