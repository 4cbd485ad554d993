import { defineMachine } from '../../shared/components/status-tag/state-machine';
import type { PromotionStatus } from './types';

export type PromotionAction = 'edit' | 'import' | 'clear' | 'cancel' | 'delete';

/**
 * A promotion is to be sent until its time comes (then sent) or it is cancelled. Its message and its
 * target users change only while it is to be sent; a sent promotion stays as the record of what went out.
 */
export const promotionMachine = defineMachine<PromotionStatus, PromotionAction>({
  states: {
    toBeSent: { label: 'modecontent:promotions.status.toBeSent', color: 'blue' },
    sent: { label: 'modecontent:promotions.status.sent', color: 'green' },
    cancelled: { label: 'modecontent:promotions.status.cancelled', color: 'default' },
  },
  transitions: {
    edit: { from: ['toBeSent'], to: 'toBeSent' },
    import: { from: ['toBeSent'], to: 'toBeSent' },
    clear: { from: ['toBeSent'], to: 'toBeSent' },
    cancel: { from: ['toBeSent'], to: 'cancelled' },
    delete: { from: ['toBeSent', 'cancelled'], to: null },
  },
});
