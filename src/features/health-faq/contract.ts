import { z } from 'zod';
import {
  appMode,
  contract,
  id,
  idPath,
  langTexts,
  nothing,
  page,
  pageQuery,
  updated,
  type Contract,
} from '../../shared/api/contract';
import { FAQ_ENDPOINTS as E } from './endpoints';

const status = z.enum(['listed', 'delisted']);
const faq = z.object({
  id,
  mode: appMode,
  texts: langTexts('question', 'answer'),
  weight: z.number(),
  status,
  ...updated,
});
const input = z.strictObject({ mode: appMode, texts: langTexts('question', 'answer'), weight: z.number() });

export const FAQ_CONTRACT = {
  page: contract(E.page, {
    summary: 'One page of health questions, filtered by mode, status and part of a question',
    query: z.strictObject({
      ...pageQuery,
      mode: appMode.optional(),
      status: status.optional(),
      question: z.string().optional(),
    }),
    response: page(faq),
  }),
  create: contract(E.create, {
    summary: 'Adds a question (delisted); a question another of the mode asks is refused (409)',
    body: input,
    response: faq,
  }),
  update: contract(E.update, { summary: 'Edits a question', params: idPath, body: input, response: faq }),
  list: contract(E.list, { summary: 'Shows the question in its mode’s FAQ', params: idPath, response: faq }),
  delist: contract(E.delist, { summary: 'Takes the question out of the FAQ', params: idPath, response: faq }),
  remove: contract(E.remove, { summary: 'Deletes a delisted question', params: idPath, response: nothing }),
} satisfies Record<keyof typeof E, Contract>;
