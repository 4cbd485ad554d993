import { PushList } from '../../features/push/components/push-list';

/** Help articles pushed to app users. */
export default function HelpPostPushScreen() {
  return <PushList kind="helpPost" />;
}
