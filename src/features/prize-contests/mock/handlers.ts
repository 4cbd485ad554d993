import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { compactLangTexts } from '../../../shared/components/lang-fields/lang-rules';
import { CONTENT_LANGUAGES } from '../../../shared/components/lang-fields/content-languages';
import { matches, refusal, refuse } from '../../health-activities/mock';
import { contestMachine, contestProblems, contestState, editProblem, winnersProblem } from '../rules';
import type { ContestInput, ContestView } from '../types';
import { CONTEST_ENDPOINTS as E } from '../endpoints';
import { CONTEST_COLLECTIONS as C, type ContestEntryRow, type ContestRow } from './seed';

const stamp = (login: string) => ({ updatedBy: login, updatedAt: new Date().toISOString() });

const entriesOf = (id: number) => db.all<ContestEntryRow>(C.entries).filter((entry) => entry.contestId === id);

const viewOf = (row: ContestRow, now: number): ContestView => ({
  ...row,
  state: contestState(row, now),
  entryCount: entriesOf(row.id).length,
});

const contestFrom = (input: ContestInput): ContestInput => ({
  texts: compactLangTexts(input.texts),
  prize: input.prize.trim(),
  winnerCount: input.winnerCount,
  startAt: new Date(input.startAt).toISOString(),
  endAt: new Date(input.endAt).toISOString(),
});

export const contestHandlers = [
  route(
    E.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const now = Date.now();
      const state = url.searchParams.get('state');
      const title = url.searchParams.get('title');
      const rows = db
        .all<ContestRow>(C.contests)
        .map((row) => viewOf(row, now))
        .filter((row) => !title || CONTENT_LANGUAGES.some((code) => matches(row.texts[code]?.title, title)))
        .filter((row) => !state || row.state === state)
        .sort((a, b) => b.startAt.localeCompare(a.startAt));
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<ContestInput>(
    E.create,
    withAccount(async ({ request, account }) => {
      const input = await request.json();
      const problems = contestProblems(input);
      if (problems.length) return refusal(request, problems);
      const row = db.insert<ContestRow>(C.contests, {
        ...contestFrom(input),
        announcedAt: null,
        announcedBy: null,
        ...stamp(account.login),
      });
      return ok(viewOf(row, Date.now()));
    }),
  ),

  route<ContestInput>(
    E.update,
    withAccount(async ({ request, params, account }) => {
      const row = db.byId<ContestRow>(C.contests, Number(params.id));
      if (!row) return refuse(request, 404, 'refusals.notFound');
      const now = Date.now();
      const state = contestState(row, now);
      if (!contestMachine.can('edit', state)) return refuse(request, 409, 'refusals.contests.edit');
      const input = await request.json();
      const problems = contestProblems(input);
      const locked = editProblem(row, state, input);
      if (locked) problems.push(locked);
      if (problems.length) return refusal(request, problems);
      return ok(
        viewOf(db.update<ContestRow>(C.contests, row.id, { ...contestFrom(input), ...stamp(account.login) })!, now),
      );
    }),
  ),

  route(
    E.remove,
    withAccount(({ request, params }) => {
      const row = db.byId<ContestRow>(C.contests, Number(params.id));
      if (!row) return refuse(request, 404, 'refusals.notFound');
      if (!contestMachine.can('delete', contestState(row, Date.now()))) {
        return refuse(request, 409, 'refusals.contests.delete');
      }
      db.remove(C.contests, row.id);
      return ok(null);
    }),
  ),

  route(
    E.entries,
    withAccount(({ request, params }) => {
      const row = db.byId<ContestRow>(C.contests, Number(params.id));
      if (!row) return refuse(request, 404, 'refusals.notFound');
      return ok(
        entriesOf(row.id).sort((a, b) => Number(b.winner) - Number(a.winner) || b.likes - a.likes || a.id - b.id),
      );
    }),
  ),

  route<{ entryIds: number[] }>(
    E.announce,
    withAccount(async ({ request, params, account }) => {
      const row = db.byId<ContestRow>(C.contests, Number(params.id));
      if (!row) return refuse(request, 404, 'refusals.notFound');
      const now = Date.now();
      const state = contestState(row, now);
      if (!contestMachine.can('award', state)) return refuse(request, 409, `refusals.contests.award.${state}`);
      const { entryIds } = await request.json();
      const ids = Array.isArray(entryIds) ? entryIds.map(Number) : [];
      const problem = winnersProblem(ids, row, db.all<ContestEntryRow>(C.entries));
      if (problem) return refusal(request, [problem]);
      const chosen = new Set(ids);
      for (const entry of entriesOf(row.id)) {
        if (chosen.has(entry.id)) db.update<ContestEntryRow>(C.entries, entry.id, { winner: true });
      }
      const updated = db.update<ContestRow>(C.contests, row.id, {
        announcedAt: new Date(now).toISOString(),
        announcedBy: account.login,
        ...stamp(account.login),
      })!;
      return ok(viewOf(updated, now));
    }),
  ),
];
