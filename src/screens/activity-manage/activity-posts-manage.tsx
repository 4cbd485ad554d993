import { EventPostsScreen } from '../../features/events';

/** Event Post Management: the posts entered in events. */
export default function ActivityPostsManageScreen() {
  return <EventPostsScreen />;
}
