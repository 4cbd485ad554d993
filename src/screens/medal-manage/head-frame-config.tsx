import { MedalItemsScreen } from '../../features/medals';

/** Avatar frames: worn around the avatar, earned by a condition or redeemed in the mall. */
export default function HeadFrameConfigScreen() {
  return <MedalItemsScreen kind="headFrame" />;
}
