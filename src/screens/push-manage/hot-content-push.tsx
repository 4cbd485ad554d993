import { PushList } from '../../features/push/components/push-list';

/** Hot posts pushed to app users. */
export default function HotContentPushScreen() {
  return <PushList kind="hotContent" />;
}
