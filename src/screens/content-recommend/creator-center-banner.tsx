import { BannersScreen } from '../../features/banners';

/** Banners of the creator centre (690 × 240, three at once). */
export default function CreatorCenterBannerScreen() {
  return <BannersScreen slot="creatorCenter" />;
}
