import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp, createHandler, type Found, removeHandler, rowById, updateHandler } from '../../../mocks/crud';
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

const notFound = (request: Request) => refuse(request, 404, 'refusals.notFound');

/** A contest its state lets the admin edit: a 404 when it is gone, a 409 when its state does not. */
async function editableContest(request: Request, id: number, now: number): Promise<Found<ContestRow>> {
  const row = db.byId<ContestRow>(C.contests, id);
  if (!row) return { refused: await notFound(request) };
  if (!contestMachine.can('edit', contestState(row, now)))
    return { refused: await refuse(request, 409, 'refusals.contests.edit') };
  return { row };
}

/** The form's rules; for a contest that has started, also the fields it may no longer change. */
function contestRefusal(request: Request, input: ContestInput, own?: { row: ContestRow; now: number }) {
  const problems = contestProblems(input);
  const locked = own && editProblem(own.row, contestState(own.row, own.now), input);
  if (locked) problems.push(locked);
  return problems.length ? refusal(request, problems) : null;
}

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
    createHandler({
      collection: C.contests,
      readInput: (body) => body,
      refusal: (input, { request }) => contestRefusal(request, input),
      newRow: (input) => ({ ...contestFrom(input), announcedAt: null, announcedBy: null }),
      view: (row: ContestRow, { now }) => viewOf(row, now),
    }),
  ),

  route<ContestInput>(
    E.update,
    updateHandler({
      collection: C.contests,
      find: ({ request, params, now }) => editableContest(request, Number(params.id), now),
      readInput: (body) => body,
      refusal: (input, row, { request, now }) => contestRefusal(request, input, { row, now }),
      changes: contestFrom,
      view: (row, { now }) => viewOf(row, now),
    }),
  ),

  route(
    E.remove,
    removeHandler({
      collection: C.contests,
      find: rowById<ContestRow>(C.contests, notFound),
      refusal: (row, { request, now }) =>
        contestMachine.can('delete', contestState(row, now)) ? null : refuse(request, 409, 'refusals.contests.delete'),
    }),
  ),

  route(
    E.entries,
    withAccount(({ request, params }) => {
      const row = db.byId<ContestRow>(C.contests, Number(params.id));
      if (!row) return notFound(request);
      return ok(
        entriesOf(row.id).sort((a, b) => Number(b.winner) - Number(a.winner) || b.likes - a.likes || a.id - b.id),
      );
    }),
  ),

  route<{ entryIds: number[] }>(
    E.announce,
    withAccount(async ({ request, params, account }) => {
      const row = db.byId<ContestRow>(C.contests, Number(params.id));
      if (!row) return notFound(request);
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
        ...auditStamp(account.login, now),
      })!;
      return ok(viewOf(updated, now));
    }),
  ),
];
