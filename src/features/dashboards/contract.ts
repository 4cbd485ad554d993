import { z } from 'zod';
import { contract, type Contract } from '../../shared/api/contract';
import { DASHBOARD_ENDPOINTS as E } from './endpoints';
import { DASHBOARD_KINDS } from './types';

/** A slot: `YYYY-MM-DDTHH` on an hourly dashboard, `YYYY-MM-DD` on a daily one. */
const slot = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2})?$/);
/** The start of each slot (epoch ms). */
const times = z.array(z.int().nonnegative());

export const DASHBOARD_CONTRACT = {
  series: contract(E.series, {
    summary:
      'A dashboard’s series over a range of slots (both ends included), one value per slot and metric; with compare, the period of the same length just before. A range malformed, reversed, in the future or older than the data kept is refused',
    params: z.object({ kind: z.enum(DASHBOARD_KINDS) }),
    query: z.strictObject({
      from: slot,
      to: slot,
      compare: z.enum(['true', 'false']).optional(),
      /** The Excel export: the screen's `export` entry grants it. */
      export: z.literal('true').optional(),
    }),
    response: z.object({
      kind: z.enum(DASHBOARD_KINDS),
      granularity: z.enum(['hour', 'day']),
      from: slot,
      to: slot,
      times,
      /** One series per metric (the dashboard's metrics), aligned with `times`. */
      values: z.record(z.string(), z.array(z.number())),
      /** The period just before, aligned by index; null without `compare`. A slot older than the data kept is null. */
      previous: z
        .object({
          from: slot,
          to: slot,
          times,
          values: z.record(z.string(), z.array(z.number().nullable())),
        })
        .nullable(),
    }),
  }),
} satisfies Record<keyof typeof E, Contract>;
