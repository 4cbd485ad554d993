import { BeautyScreen } from '../../features/beauty';

/** Camera styles (filters and looks): names per language, tray icon, image or effect package, order, listing. */
export default function BeautyStyleScreen() {
  return <BeautyScreen kind="style" />;
}
