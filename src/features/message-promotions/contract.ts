import { z } from 'zod';
import {
  contract,
  dateTime,
  id,
  idPath,
  langTexts,
  nothing,
  page,
  pageQuery,
  type Contract,
} from '../../shared/api/contract';
import { MESSAGE_PROMOTION_ENDPOINTS as E } from './endpoints';
import { PROMOTION_LIMITS as L } from './rules';
import { PROMOTION_STATUSES } from './types';

const reason = z.string().min(1).max(L.reasonMax);

/** What a promotion's message is made of, as the form sends it (empty languages left out). */
const promotionInput = z.strictObject({
  /** Some language has both; titles at most 50 characters, contents 500. */
  texts: langTexts('title', 'content'),
  /** An https link; none: null, or left out (the request layer drops empty fields). */
  link: z.string().max(L.linkMax).nullable().optional(),
  /** Still to come. */
  sendAt: dateTime,
});
const promotion = z.object({
  id,
  texts: langTexts('title', 'content'),
  link: z.string().nullable(),
  sendAt: dateTime,
  /** Stored draft, scheduled or cancelled; to be sent, sent and not sent follow from the sending time. */
  status: z.enum(PROMOTION_STATUSES),
  targetCount: z.int().nonnegative().max(L.targetsMax),
  createdBy: z.string(),
  updatedBy: z.string(),
  updatedAt: dateTime,
  /** Confirmations and cancellations, oldest first. */
  history: z.array(
    z.object({
      at: dateTime,
      by: z.string(),
      action: z.enum(['confirm', 'cancel']),
      reason: z.string(),
      /** The target users it was confirmed for. */
      audience: z.int().nonnegative(),
    }),
  ),
});
const withReason = z.strictObject({ reason });

export const MESSAGE_PROMOTION_CONTRACT = {
  page: contract(E.page, {
    summary: 'Message promotions, latest sending time first',
    query: z.strictObject({
      ...pageQuery,
      /** Part of a title or content in any language. */
      title: z.string().optional(),
      status: z.enum(PROMOTION_STATUSES).optional(),
    }),
    response: page(promotion),
  }),
  create: contract(E.create, {
    summary: 'Creates a promotion, as a draft without target users; refusals name the fields',
    body: promotionInput,
    response: promotion,
  }),
  update: contract(E.update, {
    summary: 'Changes a draft or a promotion to be sent; it becomes a draft again (a new confirmation is needed)',
    params: idPath,
    body: promotionInput,
    response: promotion,
  }),
  confirm: contract(E.confirm, {
    summary: 'Confirms sending a draft to the target users it has now, with a reason; refused with none',
    params: idPath,
    body: withReason,
    response: promotion,
  }),
  cancel: contract(E.cancel, {
    summary: 'Cancels a draft or a promotion to be sent, with a reason',
    params: idPath,
    body: withReason,
    response: promotion,
  }),
  remove: contract(E.remove, {
    summary: 'Deletes a promotion that is not sent',
    params: idPath,
    response: nothing,
  }),
  targets: contract(E.targets, {
    summary: 'The logins of a promotion’s target users',
    params: idPath,
    response: z.array(z.string()),
  }),
  importTargets: contract(E.importTargets, {
    summary:
      'Adds imported logins to the target users (the promotion becomes a draft again); the ones not added are named by their position',
    params: idPath,
    body: z.strictObject({ logins: z.array(z.string()).min(1).max(L.targetsMax) }),
    response: z.object({
      added: z.int().nonnegative(),
      total: z.int().nonnegative().max(L.targetsMax),
      refused: z.array(
        z.object({
          /** The login's position in the import. */
          index: z.int().nonnegative(),
          code: z.enum(['unknown', 'already', 'repeated', 'format', 'full']),
        }),
      ),
    }),
  }),
  clearTargets: contract(E.clearTargets, {
    summary: 'Removes every target user (the promotion becomes a draft again)',
    params: idPath,
    response: nothing,
  }),
} satisfies Record<keyof typeof E, Contract>;
