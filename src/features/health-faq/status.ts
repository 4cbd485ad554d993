import { defineMachine } from '../../shared/components/status-tag/state-machine';
import type { FaqStatus } from './types';

export type FaqAction = 'publish' | 'unpublish' | 'delete';

/**
 * A question (editable in either state) is written delisted, listed when ready and delisted again to change what the app shows;
 * only a delisted question can be deleted (a listed one is in front of users).
 */
export const faqMachine = defineMachine<FaqStatus, FaqAction>({
  states: {
    listed: { label: 'modecontent:faq.status.listed', color: 'green' },
    delisted: { label: 'modecontent:faq.status.delisted', color: 'default' },
  },
  transitions: {
    publish: { from: ['delisted'], to: 'listed' },
    unpublish: { from: ['listed'], to: 'delisted' },
    delete: { from: ['delisted'], to: null },
  },
});
