import { z } from 'zod';
import { contract, dateTime, dayRange, id, page, pageQuery, type Contract } from '../../shared/api/contract';
import { IMAGE_RISK_ENDPOINTS as E } from './endpoints';

const entry = z.object({
  id,
  /** The picture's fingerprint, unique in the blacklist. */
  fingerprint: z.string().regex(/^[0-9a-f]{16}$/),
  /** The picture itself, for the thumbnail. */
  image: z.string(),
  /** The review task it was blacklisted from; null for entries older than the task history. */
  taskId: id.nullable(),
  addedBy: z.string(),
  addedAt: dateTime,
});

export const IMAGE_RISK_CONTRACT = {
  blacklist: contract(E.blacklist, {
    summary:
      'One page of the image blacklist, newest first unless sorted otherwise; by the days added, who added it (part) and the fingerprint (part)',
    query: z.strictObject({
      ...pageQuery,
      addedAt: dayRange.optional(),
      addedBy: z.string().optional(),
      fingerprint: z.string().optional(),
    }),
    response: page(entry),
  }),
  remove: contract(E.remove, {
    summary:
      'Takes 1 to 100 pictures off the blacklist, all or none; refused naming those no longer listed. Pictures already deleted stay deleted',
    body: z.strictObject({ ids: z.array(id).min(1).max(100) }),
    response: z.object({ removed: z.int().positive() }),
  }),
} satisfies Record<keyof typeof E, Contract>;
