import { MedalItemsScreen } from '../../features/medals';

/** The points mall: items users redeem with points, with stock and a limit per user. */
export default function MallConfigScreen() {
  return <MedalItemsScreen kind="mallItem" />;
}
