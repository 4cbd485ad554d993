import { PushList } from '../../features/push';

/** Featured (quality) posts pushed to app users. */
export default function QualityPostPushScreen() {
  return <PushList kind="qualityPost" />;
}
