/** The message-promotions feature's public entry: exactly what screens, app/ and other features use of it. */
export { promotionApi, promotionKeys } from './api';
export { PromotionActionDialog, type PromotionActing } from './components/promotion-action-dialog';
export { PromotionHistory } from './components/promotion-history';
export { TargetsDrawer } from './components/targets-drawer';
export { PROMOTION_LIMITS, promotionProblems } from './rules';
export { promotionMachine } from './status';
export { PROMOTION_STATUSES } from './types';
export type { MessagePromotion, PromotionInput, PromotionStatus } from './types';
