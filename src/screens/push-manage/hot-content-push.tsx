import { PushList } from '../../features/push';

/** Hot posts pushed to app users. */
export default function HotContentPushScreen() {
  return <PushList kind="hotContent" />;
}
