import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp, createHandler, removeHandler, rowById, updateHandler } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { compactLangTexts } from '../../../shared/components/lang-fields/lang-rules';
import { CONTENT_LANGUAGES } from '../../../shared/components/lang-fields/content-languages';
import {
  activityMachine,
  activityProblems,
  canGoOnline,
  legacyMachine,
  legacyProblems,
  LIMITS,
  phaseOf,
  publishProblem,
} from '../rules';
import type { HealthActivityInput, HealthActivityView, LegacyActivityInput } from '../types';
import { HEALTH_ACTIVITY_ENDPOINTS as E } from '../endpoints';
import { matches, refusal, refuse, unknownAction } from './respond';
import { HEALTH_ACTIVITY_COLLECTIONS as C, type HealthActivityRow, type LegacyActivityRow } from './seed';

const notFound = (request: Request) => refuse(request, 404, 'refusals.notFound');

/* ------------------------------------------------------------------ the old list */

const legacyFrom = (input: LegacyActivityInput): LegacyActivityInput => ({
  title: input.title.trim(),
  language: input.language,
  link: input.link.trim(),
  sort: input.sort,
});

function legacyRefusal(request: Request, input: LegacyActivityInput) {
  const problems = legacyProblems(input);
  return problems.length ? refusal(request, problems) : null;
}

function legacyFor(id: number, action: 'online' | 'offline') {
  const row = db.byId<LegacyActivityRow>(C.legacy, id);
  if (!row) return { missing: true as const };
  return { row, allowed: legacyMachine.can(action, row.status) };
}

const legacyHandlers = [
  route(
    E.legacyPage,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const language = url.searchParams.get('language');
      const status = url.searchParams.get('status');
      const rows = db
        .all<LegacyActivityRow>(C.legacy)
        .filter((row) => matches(row.title, url.searchParams.get('title')))
        .filter((row) => !language || row.language === language)
        .filter((row) => !status || row.status === status)
        .sort((a, b) => b.sort - a.sort || b.id - a.id);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<LegacyActivityInput>(
    E.legacyCreate,
    createHandler({
      collection: C.legacy,
      readInput: (body) => body,
      refusal: (input, { request }) => legacyRefusal(request, input),
      // A new row starts offline: going online is its own step, under the old app's limit.
      newRow: (input) => ({ ...legacyFrom(input), status: 'offline' }),
    }),
  ),

  route<LegacyActivityInput>(
    E.legacyUpdate,
    updateHandler({
      collection: C.legacy,
      find: rowById<LegacyActivityRow>(C.legacy, notFound),
      readInput: (body) => body,
      refusal: (input, _row, { request }) => legacyRefusal(request, input),
      changes: legacyFrom,
    }),
  ),

  route(
    E.legacySetStatus,
    withAccount(async ({ request, params, account }) => {
      const action = params.action === 'online' ? 'online' : params.action === 'offline' ? 'offline' : null;
      if (!action) return unknownAction(request);
      const found = legacyFor(Number(params.id), action);
      if (found.missing) return notFound(request);
      if (!found.allowed) return refuse(request, 409, `refusals.legacy.${action}`);
      if (action === 'online') {
        const online = db.all<LegacyActivityRow>(C.legacy).filter((row) => row.status === 'online').length;
        if (!canGoOnline(online))
          return refuse(request, 409, 'refusals.legacy.tooMany', { max: LIMITS.legacyOnlineMax });
      }
      return ok(db.update<LegacyActivityRow>(C.legacy, found.row.id, { status: action, ...auditStamp(account.login) }));
    }),
  ),

  route(
    E.legacyRemove,
    removeHandler({
      collection: C.legacy,
      find: rowById<LegacyActivityRow>(C.legacy, notFound),
      refusal: (row, { request }) =>
        legacyMachine.can('delete', row.status) ? null : refuse(request, 409, 'refusals.legacy.delete'),
    }),
  ),
];

/* ------------------------------------------------------------------ the new activities */

const viewOf = (row: HealthActivityRow, now: number): HealthActivityView => ({ ...row, phase: phaseOf(row, now) });

const activityFrom = (input: HealthActivityInput): HealthActivityInput => ({
  texts: compactLangTexts(input.texts),
  modes: [...new Set(input.modes)],
  startAt: new Date(input.startAt).toISOString(),
  endAt: new Date(input.endAt).toISOString(),
});

type ActivityAction = 'edit' | 'publish' | 'offline';

function activityFor(id: number, action: ActivityAction) {
  const row = db.byId<HealthActivityRow>(C.activities, id);
  if (!row) return { missing: true as const };
  const step = activityMachine.step(action, row.status);
  return { row, step };
}

const activityHandlers = [
  route(
    E.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const now = Date.now();
      const mode = url.searchParams.get('mode');
      const status = url.searchParams.get('status');
      const phase = url.searchParams.get('phase');
      const language = url.searchParams.get('language');
      const title = url.searchParams.get('title');
      const rows = db
        .all<HealthActivityRow>(C.activities)
        .map((row) => viewOf(row, now))
        .filter((row) => !title || CONTENT_LANGUAGES.some((code) => matches(row.texts[code]?.title, title)))
        .filter((row) => !mode || row.modes.includes(mode as never))
        .filter((row) => !status || row.status === status)
        .filter((row) => !phase || row.phase === phase)
        .filter((row) => !language || !!row.texts[language as never])
        .sort((a, b) => b.startAt.localeCompare(a.startAt) || b.id - a.id);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<HealthActivityInput>(
    E.create,
    createHandler({
      collection: C.activities,
      readInput: (body) => body,
      refusal: (input, { request }) => {
        const problems = activityProblems(input);
        return problems.length ? refusal(request, problems) : null;
      },
      newRow: (input) => ({ ...activityFrom(input), status: 'draft' }),
      view: (row: HealthActivityRow, { now }) => viewOf(row, now),
    }),
  ),

  route<HealthActivityInput>(
    E.update,
    withAccount(async ({ request, params, account }) => {
      const found = activityFor(Number(params.id), 'edit');
      if (found.missing) return notFound(request);
      if (!found.step.allowed) return refuse(request, 409, 'refusals.healthNew.edit');
      const input = await request.json();
      const problems = activityProblems(input);
      if (problems.length) return refusal(request, problems);
      const row = db.update<HealthActivityRow>(C.activities, found.row.id, {
        ...activityFrom(input),
        status: found.step.to!,
        ...auditStamp(account.login),
      })!;
      return ok(viewOf(row, Date.now()));
    }),
  ),

  route(
    E.setStatus,
    withAccount(async ({ request, params, account }) => {
      const action = params.action === 'publish' ? 'publish' : params.action === 'offline' ? 'offline' : null;
      if (!action) return unknownAction(request);

      const found = activityFor(Number(params.id), action);
      if (found.missing) return notFound(request);
      if (!found.step.allowed) return refuse(request, 409, `refusals.healthNew.${action}`);
      const now = Date.now();
      if (action === 'publish') {
        const problems = [publishProblem(found.row, now), ...activityProblems(found.row)].filter((item) => !!item);
        if (problems.length) return refusal(request, problems, 409);
      }
      const row = db.update<HealthActivityRow>(C.activities, found.row.id, {
        status: found.step.to!,
        ...auditStamp(account.login),
      })!;
      return ok(viewOf(row, now));
    }),
  ),

  route(
    E.remove,
    removeHandler({
      collection: C.activities,
      find: rowById<HealthActivityRow>(C.activities, notFound),
      refusal: (row, { request }) =>
        activityMachine.can('delete', row.status) ? null : refuse(request, 409, 'refusals.healthNew.delete'),
    }),
  ),
];

export const healthActivityHandlers = [...legacyHandlers, ...activityHandlers];
