import { MedalItemsScreen } from '../../features/medals/components/medal-items-screen';

/** The points mall: items users redeem with points, with stock and a limit per user. */
export default function MallConfigScreen() {
  return <MedalItemsScreen kind="mallItem" />;
}
