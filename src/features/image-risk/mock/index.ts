/**
 * The image-risk mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of image-risk's mock is imported from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { IMAGE_RISK_GRANTS } from './grants';
import { imageRiskHandlers } from './handlers';
import { IMAGE_RISK_COLLECTIONS, seedImageRisk } from './seed';
export { addToBlacklist, blacklistEntryOf } from './blacklist-store';

/** The image-risk mock, registered in src/mocks/features.ts. */
export const imageRiskMock: FeatureMock = {
  name: 'image-risk',
  handlers: imageRiskHandlers,
  grants: IMAGE_RISK_GRANTS,
  collections: Object.values(IMAGE_RISK_COLLECTIONS),
  seed: seedImageRisk,
};
