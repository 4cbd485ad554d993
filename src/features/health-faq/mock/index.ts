/**
 * The health-faq mock's entry: its registration (src/mocks/features.ts). Nothing else of health-faq's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { FAQ_GRANTS } from './grants';
import { faqHandlers } from './handlers';
import { FAQ_COLLECTION, seedHealthFaq } from './seed';

/** The health-faq mock, registered in src/mocks/features.ts. */
export const healthFaqMock: FeatureMock = {
  name: 'health-faq',
  handlers: faqHandlers,
  grants: FAQ_GRANTS,
  collections: [FAQ_COLLECTION],
  seed: seedHealthFaq,
};
