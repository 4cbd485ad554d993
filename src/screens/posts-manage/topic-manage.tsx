import { TopicManageScreen } from '../../features/topics';

/** Topics posts are filed under: names per language, category, type, valid, hot settings and post count. */
export default function TopicManage() {
  return <TopicManageScreen />;
}
