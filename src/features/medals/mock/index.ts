/**
 * The medals mock's entry: its registration (src/mocks/features.ts). Nothing else of medals's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { MEDAL_GRANTS, MEDAL_UPLOADS, TASK_CONDITION_GRANTS } from './grants';
import { medalHandlers } from './handlers';
import { MEDAL_COLLECTION, seedMedals } from './seed';

/** The medals mock, registered in src/mocks/features.ts. */
export const medalsMock: FeatureMock = {
  name: 'medals',
  handlers: medalHandlers,
  grants: [...TASK_CONDITION_GRANTS, ...MEDAL_GRANTS],
  uploads: MEDAL_UPLOADS,
  collections: [MEDAL_COLLECTION],
  seed: seedMedals,
};
