import { PushList } from '../../features/push';

/** Events pushed to app users, opening the event's page. */
export default function ActivityPushScreen() {
  return <PushList kind="activity" />;
}
