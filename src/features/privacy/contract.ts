import { z } from 'zod';
import { contract, dateTime, dayRange, id, page, pageQuery, type Contract } from '../../shared/api/contract';
import { REVEAL_ENDPOINTS as E } from '../../shared/privacy/endpoints';
import { PERSONAL_KINDS } from '../../shared/privacy/mask';
import { PERSONAL_ENTITIES } from '../../shared/privacy/reveal-api';

const entity = z.enum(PERSONAL_ENTITIES);

export const REVEAL_CONTRACT = {
  reveal: contract(E.reveal, {
    summary:
      'The clear value of one masked field of one record, for a reason the audit keeps with who asked and when; refused without a reason, with one longer than 200 characters, or for a field that is not personal data',
    body: z.strictObject({
      entity,
      /** The record's id. */
      id,
      /** The masked field: an app user's phone, an admin account's email, a device's deviceId, a device ban's subjectId. */
      field: z.string(),
      /** Why the admin needs the clear value. */
      reason: z.string(),
    }),
    response: z.object({ value: z.string() }),
  }),
  reveals: contract(E.reveals, {
    summary: 'The audit of reveals, newest first; by part of the admin’s login and the days revealed',
    query: z.strictObject({ ...pageQuery, adminLogin: z.string().optional(), time: dayRange.optional() }),
    response: page(
      z.object({
        id,
        adminLogin: z.string(),
        entity,
        /** The record's id. */
        entityId: id,
        field: z.string(),
        kind: z.enum(PERSONAL_KINDS),
        reason: z.string(),
        time: dateTime,
      }),
    ),
  }),
} satisfies Record<keyof typeof E, Contract>;
