/**
 * The words mock's entry: its registration (src/mocks/features.ts). Nothing else of words's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { WORD_GRANTS } from './grants';
import { wordHandlers } from './handlers';
import { seedWords, WORD_COLLECTIONS } from './seed';

/** The words mock, registered in src/mocks/features.ts. */
export const wordsMock: FeatureMock = {
  name: 'words',
  handlers: wordHandlers,
  grants: WORD_GRANTS,
  collections: Object.values(WORD_COLLECTIONS),
  seed: seedWords,
};
