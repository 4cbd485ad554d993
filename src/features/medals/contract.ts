import { z } from 'zod';
import {
  contract,
  id,
  idParam,
  langTexts,
  nothing,
  page,
  pageQuery,
  updated,
  type Contract,
} from '../../shared/api/contract';
import { MEDAL_ENDPOINTS as E } from './endpoints';
import { MEDAL_LIMITS } from './rules';
import { MEDAL_KINDS } from './types';

const kind = z.enum(MEDAL_KINDS);
const kindPath = z.object({ kind });
const itemPath = kindPath.extend({ id: idParam });
const status = z.enum(['listed', 'delisted']);
/** A name in some language (at most 30 characters) and a description (at most 200), per content language. */
const names = langTexts('name', 'description');
const count = z.int().nonnegative();

const item = z.object({
  id,
  kind,
  names,
  /** The uploaded image's URL, of the kind's exact size. */
  image: z.string(),
  /** The task condition's name; null where the kind allows none. */
  condition: z.string().nullable(),
  status,
  /** Avatar frame: days it is worn once obtained, 0 for good; null for the other kinds. */
  validDays: count.nullable(),
  /** Easter egg: points rewarded when found; mall item: its price in points; null for the other kinds. */
  points: count.nullable(),
  /** Mall item: how many are left and how many one user may redeem; null for the other kinds. */
  stock: count.nullable(),
  perUserLimit: count.nullable(),
  ...updated,
});

/**
 * What the form sends (the request layer leaves out null fields: no condition, the other kinds' numbers). Only
 * the kind's own numbers are kept; the kind's rules (`medalProblems`) and an existing condition and a name the
 * kind has not yet are the server's refusals.
 */
const input = z.strictObject({
  names,
  image: z.string(),
  condition: z.string().optional(),
  validDays: z.int().min(0).max(MEDAL_LIMITS.validDaysMax).optional(),
  points: z.int().min(0).max(MEDAL_LIMITS.priceMax).optional(),
  stock: z.int().min(0).max(MEDAL_LIMITS.stockMax).optional(),
  perUserLimit: z.int().min(1).max(MEDAL_LIMITS.perUserMax).optional(),
});

export const MEDAL_CONTRACT = {
  page: contract(E.page, {
    summary:
      'One page of a kind’s items, last changed first; by part of a name (any language), of the condition, and status',
    params: kindPath,
    query: z.strictObject({
      ...pageQuery,
      name: z.string().optional(),
      condition: z.string().optional(),
      status: status.optional(),
    }),
    response: page(item),
  }),
  create: contract(E.create, {
    summary:
      'Adds an item of a kind, delisted; refused when a rule is broken, its condition is unknown or the kind has its name',
    params: kindPath,
    body: input,
    response: item,
  }),
  update: contract(E.update, {
    summary: 'Edits an item, listed or not, on the same rules as its creation',
    params: itemPath,
    body: input,
    response: item,
  }),
  list: contract(E.list, {
    summary: 'Lists a delisted item so the app shows it; refused for a mall item out of stock',
    params: itemPath,
    response: item,
  }),
  delist: contract(E.delist, { summary: 'Delists a listed item', params: itemPath, response: item }),
  remove: contract(E.remove, { summary: 'Deletes a delisted item', params: itemPath, response: nothing }),
} satisfies Record<keyof typeof E, Contract>;
