import { MenuScreen } from '../../features/permissions';

/** The menu tree editor: folders, screens and their actions, with names in zh, en, ar and fr. */
export default function Menu() {
  return <MenuScreen />;
}
