import { SetWhiteListScreen } from '../../features/app-users';

/** Whitelist accounts: official, whitelist and KOL accounts added by user IDs, with their function type. */
export default function SetWhiteList() {
  return <SetWhiteListScreen />;
}
