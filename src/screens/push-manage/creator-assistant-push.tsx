import { PushList } from '../../features/push';

/** Creator-assistant messages pushed to app users. */
export default function CreatorAssistantPushScreen() {
  return <PushList kind="creatorAssistant" />;
}
