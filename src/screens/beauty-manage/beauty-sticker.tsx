import { BeautyScreen } from '../../features/beauty';

/** Camera stickers: names per language, tray icon, image or effect package, order, listing. */
export default function BeautyStickerScreen() {
  return <BeautyScreen kind="sticker" />;
}
