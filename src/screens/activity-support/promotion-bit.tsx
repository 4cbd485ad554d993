import { PromotionsScreen } from '../../features/promotions';

/** Splash and pop-up promotions. */
export default function PromotionBitScreen() {
  return <PromotionsScreen />;
}
