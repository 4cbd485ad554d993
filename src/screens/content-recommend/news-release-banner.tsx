import { BannersScreen } from '../../features/banners';

/** Banners of the news release page (750 × 300, five at once). */
export default function NewsReleaseBannerScreen() {
  return <BannersScreen slot="newsRelease" />;
}
