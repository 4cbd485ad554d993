import { PushList } from '../../features/push/components/push-list';

/** Featured (quality) posts pushed to app users. */
export default function QualityPostPushScreen() {
  return <PushList kind="qualityPost" />;
}
