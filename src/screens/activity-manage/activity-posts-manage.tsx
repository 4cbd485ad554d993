import { EventPostsScreen } from '../../features/events/components/event-posts-screen';

/** Event Post Management: the posts entered in events. */
export default function ActivityPostsManageScreen() {
  return <EventPostsScreen />;
}
