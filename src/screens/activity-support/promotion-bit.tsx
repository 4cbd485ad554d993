import { PromotionsScreen } from '../../features/promotions/components/promotions-screen';

/** Splash and pop-up promotions. */
export default function PromotionBitScreen() {
  return <PromotionsScreen />;
}
