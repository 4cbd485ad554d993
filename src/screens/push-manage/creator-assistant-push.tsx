import { PushList } from '../../features/push/components/push-list';

/** Creator-assistant messages pushed to app users. */
export default function CreatorAssistantPushScreen() {
  return <PushList kind="creatorAssistant" />;
}
