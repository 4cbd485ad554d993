import { RecommendedTopicManagementScreen } from '../../features/topics';

/** The recommended topics strip: which topics, when (a start and an end), and in which order (ranks). */
export default function RecommendedTopicManagement() {
  return <RecommendedTopicManagementScreen />;
}
