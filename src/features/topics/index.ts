/** The topics feature's public entry: exactly what screens, app/ and other features use of it. */
export { recommendedTopicApi, topicApi, topicKeys } from './api';
export { TopicFields, topicFormValues, toTopicInput } from './components/topic-form';
export { useRecommendedTopics, useRecommendedTopicWrites, useTopicOptions } from './queries';
export type { TopicFormValues } from './components/topic-form';
export { recommendationProblems } from './rules';
export { TOPIC_CATEGORIES, TOPIC_TYPES } from './types';
export type { RecommendedTopicInput, RecommendedTopicListItem, TopicListItem } from './types';
