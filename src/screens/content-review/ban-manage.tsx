import { BanManageScreen } from '../../features/bans';

/** Every ban in force, on accounts and devices, from every screen that bans; lift one with a reason. */
export default function BanManage() {
  return <BanManageScreen />;
}
