import { z } from 'zod';
import {
  contract,
  dateTime,
  id,
  idParam,
  idPath,
  langTexts,
  nothing,
  page,
  pageQuery,
  queryInt,
  type Contract,
} from '../../shared/api/contract';
import { CLASSIFY_ENDPOINTS as E } from './endpoints';
import { CLASSIFY_LIMITS } from './rules';

/** 0 to 9999; a higher weight comes first. */
const weight = z.int().min(CLASSIFY_LIMITS.weightMin).max(CLASSIFY_LIMITS.weightMax);
const stamps = { createdAt: dateTime, updatedAt: dateTime };

const category = z.object({ id, name: z.string(), weight, ...stamps });
/**
 * A category's or a pool's name and weight, as the forms send them (trimmed). The name's rules (given, at most
 * 30 characters, not another's) are the server's refusals.
 */
const categoryInput = z.strictObject({ name: z.string(), weight });

const pool = z.object({ id, name: z.string(), weight, categoryIds: z.array(id), ...stamps });
/** The pool's main categories, each at most once (none: the request layer may leave the list out). */
const poolInput = z.strictObject({ name: z.string(), weight, categoryIds: z.array(id).optional() });

const guidance = z.object({
  categoryId: id,
  categoryName: z.string(),
  /** The guidance per content language; `{}` while none is written. */
  texts: langTexts('text'),
  /** Null while none was ever saved. */
  updatedAt: dateTime.nullable(),
  updatedBy: z.string().nullable(),
});

export const CLASSIFY_CONTRACT = {
  categories: contract(E.categories, {
    summary: 'One page of main categories, highest weight first, each with the number of pools holding it',
    query: z.strictObject({ ...pageQuery, name: z.string().optional() }),
    response: page(category.extend({ poolCount: z.int().nonnegative() })),
  }),
  allCategories: contract(E.allCategories, {
    summary: 'Every main category, highest weight first',
    response: z.array(category),
  }),
  createCategory: contract(E.createCategory, {
    summary: 'Adds a main category; refused when a rule of the form is broken or another has the same name',
    body: categoryInput,
    response: category,
  }),
  orderCategories: contract(E.orderCategories, {
    summary: 'Puts the main categories in this order (every one of them, once) as weights, the first weighing most',
    body: z.strictObject({ ids: z.array(id) }),
    response: z.array(category),
  }),
  updateCategory: contract(E.updateCategory, {
    summary: 'Renames or reweighs a main category, on the same rules as its creation',
    params: idPath,
    body: categoryInput,
    response: category,
  }),
  removeCategory: contract(E.removeCategory, {
    summary: 'Deletes a main category and its posting guidance; refused while a content pool holds it',
    params: idPath,
    response: nothing,
  }),
  pools: contract(E.pools, {
    summary: 'One page of content pools, highest weight first, with their categories’ names; by name and category',
    query: z.strictObject({ ...pageQuery, name: z.string().optional(), categoryId: queryInt.positive().optional() }),
    response: page(pool.extend({ categories: z.array(z.object({ id, name: z.string() })) })),
  }),
  createPool: contract(E.createPool, {
    summary: 'Adds a content pool; refused when a rule is broken, a category is unknown or another pool has the name',
    body: poolInput,
    response: pool,
  }),
  updatePool: contract(E.updatePool, {
    summary: 'Edits a content pool, on the same rules as its creation',
    params: idPath,
    body: poolInput,
    response: pool,
  }),
  removePool: contract(E.removePool, { summary: 'Deletes a content pool', params: idPath, response: nothing }),
  guidance: contract(E.guidance, {
    summary:
      'One page of main categories (highest weight first) with their posting guidance; by category name and whether any is written',
    query: z.strictObject({
      ...pageQuery,
      name: z.string().optional(),
      written: z.enum(['true', 'false']).optional(),
    }),
    response: page(guidance),
  }),
  saveGuidance: contract(E.saveGuidance, {
    summary:
      'Saves a category’s posting guidance; refused unless some language has text, or when a text is longer than 500 characters',
    params: z.object({ categoryId: idParam }),
    body: z.strictObject({ texts: langTexts('text') }),
    response: guidance,
  }),
} satisfies Record<keyof typeof E, Contract>;
