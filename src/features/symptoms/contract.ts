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
import { SYMPTOM_ENDPOINTS as E } from './endpoints';

const symptom = z.object({
  id,
  mode: appMode,
  names: langTexts('name'),
  weight: z.number(),
  enabled: z.boolean(),
  ...updated,
});
const input = z.strictObject({ mode: appMode, names: langTexts('name'), weight: z.number() });

export const SYMPTOM_CONTRACT = {
  page: contract(E.page, {
    summary: 'One page of symptoms, by mode, then weight (highest first)',
    query: z.strictObject({
      ...pageQuery,
      mode: appMode.optional(),
      name: z.string().optional(),
      enabled: z.enum(['true', 'false']).optional(),
    }),
    response: page(symptom),
  }),
  create: contract(E.create, {
    summary: 'Adds a symptom (enabled); a name another symptom of the mode has is refused (409)',
    body: input,
    response: symptom,
  }),
  update: contract(E.update, { summary: 'Edits a symptom', params: idPath, body: input, response: symptom }),
  enable: contract(E.enable, { summary: 'Offers the symptom in the app', params: idPath, response: symptom }),
  disable: contract(E.disable, { summary: 'Stops offering the symptom', params: idPath, response: symptom }),
  remove: contract(E.remove, { summary: 'Deletes a disabled symptom', params: idPath, response: nothing }),
} satisfies Record<keyof typeof E, Contract>;
