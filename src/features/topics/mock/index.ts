/**
 * The topics mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of topics's mock is imported from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { TOPIC_GRANTS } from './grants';
import { topicsHandlers } from './handlers';
import { RECOMMENDED_TOPICS_COLLECTION, seedTopics, TOPICS_COLLECTION } from './seed';
export { SEEDED_TOPICS, TOPICS_COLLECTION } from './seed';
export type { TopicRow } from './seed';
export { topicNameIn } from '../types';

/** The topics mock, registered in src/mocks/features.ts. */
export const topicsMock: FeatureMock = {
  name: 'topics',
  handlers: topicsHandlers,
  grants: TOPIC_GRANTS,
  collections: [TOPICS_COLLECTION, RECOMMENDED_TOPICS_COLLECTION],
  seed: seedTopics,
};
