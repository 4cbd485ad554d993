import { z } from 'zod';
import { appMode, contract, dateTime, id, idPath, page, pageQuery, type Contract } from '../../shared/api/contract';
import { AMBASSADOR_ENDPOINTS as E } from './endpoints';
import { AMBASSADOR_LIMITS } from './rules';
import { AMBASSADOR_STATUSES } from './types';

const status = z.enum(AMBASSADOR_STATUSES);
/** Shown under the ambassador's name in the zone (the request layer leaves out an empty one). */
const intro = z.string().max(AMBASSADOR_LIMITS.introMax);

const ambassador = z.object({
  id,
  userId: id,
  login: z.string(),
  nickname: z.string(),
  /** The mode whose community zone the ambassador leads. */
  zone: appMode,
  intro: z.string(),
  status,
  appointedAt: dateTime,
  appointedBy: z.string(),
  dismissedAt: dateTime.nullable(),
  dismissedBy: z.string().nullable(),
});

export const AMBASSADOR_CONTRACT = {
  page: contract(E.page, {
    summary:
      'One page of zone ambassadors, active first, latest appointed first; by zone, status and user (ID, or part of the login or nickname)',
    query: z.strictObject({
      ...pageQuery,
      zone: appMode.optional(),
      status: status.optional(),
      user: z.string().optional(),
    }),
    response: page(ambassador),
  }),
  appoint: contract(E.appoint, {
    summary: `Appoints an app user ambassador of a zone; refused for an unknown user, one already active there, or a zone with ${AMBASSADOR_LIMITS.perZone} active`,
    body: z.strictObject({ userId: id, zone: appMode, intro: intro.optional() }),
    response: ambassador,
  }),
  update: contract(E.update, {
    summary: 'Edits an active ambassador’s introduction',
    params: idPath,
    body: z.strictObject({ intro: intro.optional() }),
    response: ambassador,
  }),
  dismiss: contract(E.dismiss, {
    summary: 'Dismisses an active ambassador',
    params: idPath,
    response: ambassador,
  }),
} satisfies Record<keyof typeof E, Contract>;
