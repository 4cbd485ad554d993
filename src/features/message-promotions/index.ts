/** The message-promotions feature's public entry: exactly what screens, app/ and other features use of it. */
export { promotionApi, promotionKeys } from './api';
export { TargetsDrawer } from './components/targets-drawer';
export { PROMOTION_LIMITS, promotionProblems } from './rules';
export { promotionMachine } from './status';
export type { MessagePromotion, PromotionInput, PromotionStatus } from './types';
