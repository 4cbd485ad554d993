import { MedalItemsScreen } from '../../features/medals';

/** Medals: badges users earn by meeting a task condition. */
export default function MedalConfigScreen() {
  return <MedalItemsScreen kind="medal" />;
}
