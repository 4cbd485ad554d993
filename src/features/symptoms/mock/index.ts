/**
 * The symptoms mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of symptoms's mock is imported from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { SYMPTOM_GRANTS } from './grants';
import { symptomHandlers } from './handlers';
import { seedSymptoms, SYMPTOM_COLLECTION } from './seed';
export { languageNames, refusal, say } from './refusal';
export type { Mode } from '../types';

/** The symptoms mock, registered in src/mocks/features.ts. */
export const symptomsMock: FeatureMock = {
  name: 'symptoms',
  handlers: symptomHandlers,
  grants: SYMPTOM_GRANTS,
  collections: [SYMPTOM_COLLECTION],
  seed: seedSymptoms,
};
