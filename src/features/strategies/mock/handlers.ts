import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { matches, refusal, refuse, unknownAction } from '../../health-activities/mock';
import { clashingStrategy, strategyMachine, strategyProblems, strategyState } from '../rules';
import type { StrategyInput } from '../types';
import { STRATEGY_ENDPOINTS as E } from '../endpoints';
import { STRATEGIES_COLLECTION as C, type StrategyRow } from './seed';

const stamp = (login: string) => ({ updatedBy: login, updatedAt: new Date().toISOString() });

const strategyFrom = (input: StrategyInput): StrategyInput => ({
  name: input.name.trim(),
  mode: input.mode,
  audience: input.audience,
  weights: { articles: input.weights.articles, posts: input.weights.posts, activities: input.weights.activities },
  dailyLimit: input.dailyLimit,
});

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
    withAccount(async ({ request, account }) => {
      const input = await request.json();
      const problems = strategyProblems(input);
      if (problems.length) return refusal(request, problems);
      // A new strategy starts disabled: enabling it is the step that checks for a clash.
      return ok(db.insert<StrategyRow>(C, { ...strategyFrom(input), enabled: false, ...stamp(account.login) }));
    }),
  ),

  route<StrategyInput>(
    E.update,
    withAccount(async ({ request, params, account }) => {
      const row = db.byId<StrategyRow>(C, Number(params.id));
      if (!row) return refuse(request, 404, 'refusals.notFound');
      const input = await request.json();
      const problems = strategyProblems(input);
      if (problems.length) return refusal(request, problems);
      const clash = row.enabled && clashingStrategy({ ...input, id: row.id }, db.all<StrategyRow>(C));
      if (clash)
        return refusal(request, [{ field: 'audience', code: 'strategyClash', params: { name: clash.name } }], 409);
      return ok(db.update<StrategyRow>(C, row.id, { ...strategyFrom(input), ...stamp(account.login) }));
    }),
  ),

  route(
    E.setState,
    withAccount(async ({ request, params, account }) => {
      const action = params.action === 'enable' ? 'enable' : params.action === 'disable' ? 'disable' : null;
      if (!action) return unknownAction(request);

      const row = db.byId<StrategyRow>(C, Number(params.id));
      if (!row) return refuse(request, 404, 'refusals.notFound');
      if (!strategyMachine.can(action, strategyState(row)))
        return refuse(request, 409, `refusals.strategies.${action}`);
      if (action === 'enable') {
        const clash = clashingStrategy(row, db.all<StrategyRow>(C));
        if (clash) return refuse(request, 409, 'rules.strategyClash', { name: clash.name });
      }
      return ok(db.update<StrategyRow>(C, row.id, { enabled: action === 'enable', ...stamp(account.login) }));
    }),
  ),

  route(
    E.remove,
    withAccount(({ request, params }) => {
      const row = db.byId<StrategyRow>(C, Number(params.id));
      if (!row) return refuse(request, 404, 'refusals.notFound');
      if (!strategyMachine.can('delete', strategyState(row))) return refuse(request, 409, 'refusals.strategies.delete');
      db.remove(C, row.id);
      return ok(null);
    }),
  ),
];
