import { UpdateNoticeScreen } from '../../features/app-version/components/update-notice-screen';

/** In-app update notices of the Android app. */
export default function AndroidUpdateNotices() {
  return <UpdateNoticeScreen platform="android" />;
}
