import { MedalItemsScreen } from '../../features/medals';

/** Easter eggs: hidden surprises a task condition reveals, with a points reward. */
export default function EasterEggsConfigScreen() {
  return <MedalItemsScreen kind="easterEgg" />;
}
