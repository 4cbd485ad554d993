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
import { CONDITION_ENDPOINTS as E } from './endpoints';
import { CONDITION_LIMITS } from './rules';
import { CONDITION_TYPES, CONDITION_WINDOWS } from './types';

const type = z.enum(CONDITION_TYPES);
const window = z.enum(CONDITION_WINDOWS);
/** A whole number from 1; a daily count (check-in days) no more than its window's days. */
const threshold = z.int().min(1).max(CONDITION_LIMITS.thresholdMax);

const option = z.object({
  id,
  /** Unique (without case and repeated spaces): medals and tasks refer to the condition by this name. */
  name: z.string(),
  type,
  threshold,
  window,
});
const condition = option.extend({
  description: z.string(),
  /** Everything that refers to the condition now: the kind of item (a medal, an avatar frame...), its id and names. */
  usedBy: z.array(z.object({ kind: z.string(), id, names: langTexts('name') })),
  updatedBy: z.string(),
  updatedAt: dateTime,
});
/**
 * What the form sends, trimmed (the request layer leaves out an empty description). The name's rules (given, at
 * most 40 characters, no other's, not renamed while in use) are the server's refusals.
 */
const input = z.strictObject({ name: z.string(), type, threshold, window, description: z.string().optional() });

export const CONDITION_CONTRACT = {
  page: contract(E.page, {
    summary: 'One page of task conditions, last changed first, each with what uses it; by name, type, window and use',
    query: z.strictObject({
      ...pageQuery,
      name: z.string().optional(),
      type: type.optional(),
      window: window.optional(),
      used: z.enum(['used', 'unused']).optional(),
    }),
    response: page(condition),
  }),
  options: contract(E.options, {
    summary: 'Every task condition by name, for the forms that choose one',
    response: z.array(option),
  }),
  reach: contract(E.reach, {
    summary: 'How many app users meet the named condition now, out of all (every one without a name)',
    query: z.strictObject({ name: z.string().optional() }),
    response: z.object({ users: z.int().nonnegative(), total: z.int().nonnegative() }),
  }),
  create: contract(E.create, {
    summary: 'Adds a task condition; refused when a rule of the form is broken or its name is taken',
    body: input,
    response: condition,
  }),
  update: contract(E.update, {
    summary: 'Edits a task condition on the same rules; one in use keeps its name',
    params: idPath,
    body: input,
    response: condition,
  }),
  remove: contract(E.remove, {
    summary: 'Deletes a task condition nothing uses; refused with where it is used otherwise',
    params: idPath,
    response: nothing,
  }),
} satisfies Record<keyof typeof E, Contract>;
