import { z } from 'zod';
import { contract, dateTime, id, idPath, page, pageQuery, type Contract } from '../../shared/api/contract';
import { CONTENT_LANGUAGES } from '../../shared/components/lang-fields/content-languages';
import { PROMOTION_ENDPOINTS as E } from './endpoints';
import { PROMOTION_LIMITS as L } from './rules';
import { CHANNELS, PROMOTION_KINDS, PROMOTION_STATUSES } from './types';

/** The lowest app version shown the promotion (`5.0.0`). */
const version = z.string().regex(/^\d{1,3}\.\d{1,3}\.\d{1,3}$/);
const reason = z.string().min(1).max(L.reasonMax);

/** What a promotion is made of, as the form sends it. */
const promotionInput = {
  kind: z.enum(PROMOTION_KINDS),
  name: z.string().min(1).max(L.nameMax),
  /** The content language the material is made for. */
  language: z.enum(CONTENT_LANGUAGES),
  /** The line the app lays over the material; none: left out (the request layer drops empty fields). */
  caption: z.string().max(L.captionMax).optional(),
  /** The material's address (750 × 1624, under 10 MB). */
  material: z.string().min(1),
  /** Seconds on screen. */
  duration: z.int().min(L.durationMin).max(L.durationMax),
  startAt: dateTime,
  endAt: dateTime,
  /** How many times one user sees it at most. */
  perUserCount: z.int().min(L.perUserMin).max(L.perUserMax),
  channel: z.enum(CHANNELS),
  minIos: version,
  minAndroid: version,
};
const promotion = z.object({
  ...promotionInput,
  caption: z.string(),
  id,
  status: z.enum(PROMOTION_STATUSES),
  disabledAt: dateTime.nullable(),
  deletedAt: dateTime.nullable(),
  /** The users it reaches, as estimated when last confirmed. */
  audience: z.int().nonnegative(),
  updatedBy: z.string(),
  updatedAt: dateTime,
  /** Who did what, newest last. */
  history: z.array(
    z.object({
      at: dateTime,
      by: z.string(),
      action: z.enum(['create', 'edit', 'disable', 'delete']),
      reason: z.string(),
    }),
  ),
});
const withReason = z.strictObject({ reason });

export const PROMOTION_CONTRACT = {
  page: contract(E.page, {
    summary: 'Promotions, latest start first; deleted ones only when `status` asks for them',
    query: z.strictObject({
      ...pageQuery,
      /** Part of the name. */
      name: z.string().optional(),
      kind: z.enum(PROMOTION_KINDS).optional(),
      status: z.enum(PROMOTION_STATUSES).optional(),
      channel: z.enum(CHANNELS).optional(),
    }),
    response: page(promotion),
  }),
  audience: contract(E.audience, {
    summary:
      'Checks a promotion as a save would (refusals name the fields; one splash per channel at a time) and counts the users it reaches; `id` is the promotion being edited',
    body: z.strictObject({ ...promotionInput, id: id.optional(), reason: z.string().optional() }),
    response: z.object({
      audience: z.int().nonnegative(),
      ios: z.int().nonnegative(),
      android: z.int().nonnegative(),
    }),
  }),
  create: contract(E.create, {
    summary: 'Creates a promotion, with the reason for its history',
    body: z.strictObject({ ...promotionInput, reason }),
    response: promotion,
  }),
  update: contract(E.update, {
    summary: 'Changes an upcoming or promoting promotion, with the reason for its history',
    params: idPath,
    body: z.strictObject({ ...promotionInput, reason }),
    response: promotion,
  }),
  disable: contract(E.disable, {
    summary: 'Terminates an upcoming or promoting promotion, with a reason',
    params: idPath,
    body: withReason,
    response: promotion,
  }),
  remove: contract(E.remove, {
    summary: 'Deletes a promotion from the lists (a promoting one must be disabled first); it stays on record',
    params: idPath,
    body: withReason,
    response: promotion,
  }),
} satisfies Record<keyof typeof E, Contract>;
