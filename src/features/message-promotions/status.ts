import { defineMachine } from '../../shared/components/status-tag/state-machine';
import type { PromotionStatus } from './types';

export type PromotionAction = 'edit' | 'import' | 'clear' | 'confirm' | 'cancel' | 'delete';

/**
 * A new promotion is a draft until someone confirms sending it to its target users (seeing how many,
 * giving a reason); then it is to be sent until its time comes (sent) or it is cancelled. A draft whose
 * time passes is never sent. Changing the message or the target users of a confirmed promotion returns
 * it to draft, so what goes out is always what was confirmed.
 */
export const promotionMachine = defineMachine<PromotionStatus, PromotionAction>({
  states: {
    draft: { label: 'modecontent:promotions.status.draft', color: 'gold' },
    toBeSent: { label: 'modecontent:promotions.status.toBeSent', color: 'blue' },
    sent: { label: 'modecontent:promotions.status.sent', color: 'green' },
    notSent: { label: 'modecontent:promotions.status.notSent', color: 'default' },
    cancelled: { label: 'modecontent:promotions.status.cancelled', color: 'default' },
  },
  transitions: {
    edit: { from: ['draft', 'toBeSent'], to: 'draft' },
    import: { from: ['draft', 'toBeSent'], to: 'draft' },
    clear: { from: ['draft', 'toBeSent'], to: 'draft' },
    confirm: { from: ['draft'], to: 'toBeSent' },
    cancel: { from: ['draft', 'toBeSent'], to: 'cancelled' },
    delete: { from: ['draft', 'notSent', 'toBeSent', 'cancelled'], to: null },
  },
});

/** Scheduled (confirmed) until its time, then sent; a draft's time passing leaves it not sent. */
export function promotionStatus(row: { status: 'draft' | 'scheduled' | 'cancelled'; sendAt: string }, now: number) {
  if (row.status === 'cancelled') return 'cancelled';
  const due = Date.parse(row.sendAt) <= now;
  if (row.status === 'draft') return due ? 'notSent' : 'draft';
  return due ? 'sent' : 'toBeSent';
}
