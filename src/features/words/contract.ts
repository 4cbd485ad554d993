import { z } from 'zod';
import { contract, dateTime, id, idParam, nothing, page, pageQuery, type Contract } from '../../shared/api/contract';
import { WORD_ENDPOINTS as E } from './endpoints';
import { WORD_KINDS } from './types';

const kind = z.object({ kind: z.enum(WORD_KINDS) });
const word = z.object({ id, word: z.string(), createdBy: z.string(), createdDate: dateTime });
const words = z.strictObject({ words: z.array(z.string()) });

export const WORD_CONTRACT = {
  page: contract(E.page, {
    summary: 'One page of a word list, newest first, filtered by part of a word',
    params: kind,
    query: z.strictObject({ ...pageQuery, word: z.string().optional() }),
    response: page(word),
  }),
  add: contract(E.add, {
    summary: 'Adds words to a list; refuses the whole add (fieldErrors on `words`) if one breaks a rule',
    params: kind,
    body: words,
    response: z.object({ added: z.int().nonnegative() }),
  }),
  importWords: contract(E.importWords, {
    summary: 'Imports words one by one: adds those that pass, answers the others by their position',
    params: kind,
    body: words,
    response: z.object({
      added: z.int().nonnegative(),
      refused: z.array(
        z.object({
          index: z.int().nonnegative(),
          word: z.string(),
          code: z.enum(['empty', 'notOneWord', 'tooLong', 'repeated', 'listed']),
          message: z.string(),
        }),
      ),
    }),
  }),
  removeMany: contract(E.removeMany, {
    summary: 'Removes the chosen words',
    params: kind,
    body: z.strictObject({ ids: z.array(id).min(1) }),
    response: z.object({ removed: z.int().nonnegative() }),
  }),
  remove: contract(E.remove, {
    summary: 'Removes one word',
    params: kind.extend({ id: idParam }),
    response: nothing,
  }),
} satisfies Record<keyof typeof E, Contract>;
