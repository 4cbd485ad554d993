import { PushList } from '../../features/push/components/push-list';

/** Events pushed to app users, opening the event's page. */
export default function ActivityPushScreen() {
  return <PushList kind="activity" />;
}
