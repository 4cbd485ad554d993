import { MedalItemsScreen } from '../../features/medals/components/medal-items-screen';

/** Medals: badges users earn by meeting a task condition. */
export default function MedalConfigScreen() {
  return <MedalItemsScreen kind="medal" />;
}
