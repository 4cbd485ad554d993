import { z } from 'zod';
import {
  appMode,
  contract,
  id,
  idParam,
  idPath,
  nothing,
  page,
  pageQuery,
  updated,
  type Contract,
} from '../../shared/api/contract';
import { STRATEGY_ENDPOINTS as E } from './endpoints';
import { STRATEGY_LIMITS } from './rules';
import { STRATEGY_AUDIENCES } from './types';

const audience = z.enum(STRATEGY_AUDIENCES);
const percent = z.int().min(0).max(100);
/** Percent of the feed per source; whole numbers adding up to 100 (the server refuses another sum). */
const weights = z.object({ articles: percent, posts: percent, activities: percent });

const strategy = z.object({
  id,
  name: z.string(),
  mode: appMode,
  audience,
  weights,
  /** Recommendations per user per day. */
  dailyLimit: z.int().positive(),
  enabled: z.boolean(),
  ...updated,
});

const input = z.strictObject({
  name: z.string().max(STRATEGY_LIMITS.nameMax),
  mode: appMode,
  audience,
  weights: weights.strict(),
  dailyLimit: z.int().min(STRATEGY_LIMITS.dailyMin).max(STRATEGY_LIMITS.dailyMax),
});

export const STRATEGY_CONTRACT = {
  page: contract(E.page, {
    summary: 'One page of recommendation strategies, by mode then audience; by part of the name, mode, audience and state',
    query: z.strictObject({
      ...pageQuery,
      name: z.string().optional(),
      mode: appMode.optional(),
      audience: audience.optional(),
      state: z.enum(['enabled', 'disabled']).optional(),
    }),
    response: page(strategy),
  }),
  create: contract(E.create, {
    summary: 'Adds a strategy, disabled; refused when a rule is broken (a name, weights adding up to 100, the daily limit)',
    body: input,
    response: strategy,
  }),
  update: contract(E.update, {
    summary: 'Edits a strategy on the same rules; refused when an enabled one would clash with another of its mode and audience',
    params: idPath,
    body: input,
    response: strategy,
  }),
  setState: contract(E.setState, {
    summary:
      'Enables or disables a strategy (`:action`); enabling is refused while another strategy of its mode and audience is enabled',
    params: z.object({ id: idParam, action: z.enum(['enable', 'disable']) }),
    response: strategy,
  }),
  remove: contract(E.remove, { summary: 'Deletes a disabled strategy', params: idPath, response: nothing }),
} satisfies Record<keyof typeof E, Contract>;
