import { BannersScreen } from '../../features/banners/components/banners-screen';

/** Banners of the news release page (750 × 300, five at once). */
export default function NewsReleaseBannerScreen() {
  return <BannersScreen slot="newsRelease" />;
}
