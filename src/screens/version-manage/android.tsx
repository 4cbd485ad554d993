import { UpdateNoticeScreen } from '../../features/app-version';

/** In-app update notices of the Android app. */
export default function AndroidUpdateNotices() {
  return <UpdateNoticeScreen platform="android" />;
}
