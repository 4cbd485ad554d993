import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp, createHandler, removeHandler, rowById, updateHandler } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { matches, refusal, refuse, unknownAction } from '../../health-activities/mock';
import { clashingStrategy, strategyMachine, strategyProblems, strategyState } from '../rules';
import type { StrategyInput } from '../types';
import { STRATEGY_ENDPOINTS as E } from '../endpoints';
import { STRATEGIES_COLLECTION as C, type StrategyRow } from './seed';

const strategyFrom = (input: StrategyInput): StrategyInput => ({
  name: input.name.trim(),
  mode: input.mode,
  audience: input.audience,
  weights: { articles: input.weights.articles, posts: input.weights.posts, activities: input.weights.activities },
  dailyLimit: input.dailyLimit,
});

const notFound = (request: Request) => refuse(request, 404, 'refusals.notFound');

/** The form's rules; then an enabled strategy may not take the mode and audience of another enabled one. */
function strategyRefusal(request: Request, input: StrategyInput, row?: StrategyRow) {
  const problems = strategyProblems(input);
  if (problems.length) return refusal(request, problems);
  const clash = row?.enabled && clashingStrategy({ ...input, id: row.id }, db.all<StrategyRow>(C));
  if (clash) return refusal(request, [{ field: 'audience', code: 'strategyClash', params: { name: clash.name } }], 409);
  return null;
}

export const strategyHandlers = [
  route(
    E.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const mode = url.searchParams.get('mode');
      const audience = url.searchParams.get('audience');
      const state = url.searchParams.get('state');
      const rows = db
        .all<StrategyRow>(C)
        .filter((row) => matches(row.name, url.searchParams.get('name')))
        .filter((row) => !mode || row.mode === mode)
        .filter((row) => !audience || row.audience === audience)
        .filter((row) => !state || strategyState(row) === state)
        .sort((a, b) => a.mode.localeCompare(b.mode) || a.audience.localeCompare(b.audience) || a.id - b.id);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<StrategyInput>(
    E.create,
    createHandler({
      collection: C,
      readInput: (body) => body,
      refusal: (input, { request }) => strategyRefusal(request, input),
      // A new strategy starts disabled: enabling it is the step that checks for a clash.
      newRow: (input) => ({ ...strategyFrom(input), enabled: false }),
    }),
  ),

  route<StrategyInput>(
    E.update,
    updateHandler({
      collection: C,
      find: rowById<StrategyRow>(C, notFound),
      readInput: (body) => body,
      refusal: (input, row, { request }) => strategyRefusal(request, input, row),
      changes: strategyFrom,
    }),
  ),

  route(
    E.setState,
    withAccount(async ({ request, params, account }) => {
      const action = params.action === 'enable' ? 'enable' : params.action === 'disable' ? 'disable' : null;
      if (!action) return unknownAction(request);

      const row = db.byId<StrategyRow>(C, Number(params.id));
      if (!row) return notFound(request);
      if (!strategyMachine.can(action, strategyState(row)))
        return refuse(request, 409, `refusals.strategies.${action}`);
      if (action === 'enable') {
        const clash = clashingStrategy(row, db.all<StrategyRow>(C));
        if (clash) return refuse(request, 409, 'rules.strategyClash', { name: clash.name });
      }
      return ok(db.update<StrategyRow>(C, row.id, { enabled: action === 'enable', ...auditStamp(account.login) }));
    }),
  ),

  route(
    E.remove,
    removeHandler({
      collection: C,
      find: rowById<StrategyRow>(C, notFound),
      refusal: (row, { request }) =>
        strategyMachine.can('delete', strategyState(row)) ? null : refuse(request, 409, 'refusals.strategies.delete'),
    }),
  ),
];
