import { PushList } from '../../features/push';

/** Help articles pushed to app users. */
export default function HelpPostPushScreen() {
  return <PushList kind="helpPost" />;
}
