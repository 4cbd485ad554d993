import { MedalItemsScreen } from '../../features/medals/components/medal-items-screen';

/** Easter eggs: hidden surprises a task condition reveals, with a points reward. */
export default function EasterEggsConfigScreen() {
  return <MedalItemsScreen kind="easterEgg" />;
}
