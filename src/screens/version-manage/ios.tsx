import { UpdateNoticeScreen } from '../../features/app-version';

/** In-app update notices of the iOS app. */
export default function IosUpdateNotices() {
  return <UpdateNoticeScreen platform="ios" />;
}
