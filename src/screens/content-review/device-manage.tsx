import { DeviceManageScreen } from '../../features/bans';

/**
 * The devices behind app accounts: who signs in on each, devices shared by several accounts flagged, and
 * a ban (for a duration, with a reason) that shuts every account out on that device.
 */
export default function DeviceManage() {
  return <DeviceManageScreen />;
}
