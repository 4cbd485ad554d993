/**
 * The topics mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of topics's mock is imported from outside it.
 */
export { SEEDED_TOPICS, TOPICS_COLLECTION } from './seed';
export type { TopicRow } from './seed';
export { topicNameIn } from '../types';
