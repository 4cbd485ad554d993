/** The topics feature's public entry: exactly what screens, app/ and other features use of it. */
export { RecommendedTopicManagementScreen } from './components/recommended-topic-management-screen';
export { TopicManageScreen } from './components/topic-manage-screen';
