import { HttpResponse } from 'msw';
import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { inDayRange } from '../../../mocks/day-range';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import {
  APP_USER_COLLECTIONS,
  applyClear,
  clearRefusalText,
  type AppUserRow,
  CLEARED_FIELD,
  defaultNickname,
  isClearKind,
} from '../../app-users/mock';
import { addBan, banInForceOn } from '../../bans/mock';
import { addToBlacklist, blacklistEntryOf } from '../../image-risk/mock';
import { emptyCounts, type WaitingCounts } from '../queues';
import {
  claimed,
  createsTaggingTask,
  needsReason,
  reasonRefusal,
  refusalOf,
  RELEASED,
  SEARCH_FIELDS,
  searchProblems,
  type SearchInput,
  statusAfter,
  subjectEffectOf,
  type ReasonRefusal,
  type Refusal,
} from '../rules';
import { claimStateOf } from '../../../shared/utils/claim-state';
import {
  MACHINE_STATUSES,
  REVIEW_ACTIONS,
  REVIEW_STATUSES,
  TASK_SOURCES,
  TASK_TYPES,
  type ActInput,
  type BatchResult,
  type Decision,
  type PunishKind,
  type QueueTask,
  type ReviewAction,
  type TaskDetail,
} from '../types';
import { PAGE_LANGUAGES } from '../../../shared/i18n/page-languages';
import type { DecisionReason, RemovalReason } from '../../../shared/moderation/decision-reasons';
import {
  REVIEW_COLLECTIONS as C,
  type HistoryRow,
  type ReportRow,
  type ReviewTaskRow,
  type TaggingTaskRow,
} from './seed';
import { matchesSearch } from './search';
import { dueAtOf } from './wait-targets';
import { REVIEW_ENDPOINTS as E } from '../endpoints';
import { applyToSubject, undoOnSubject } from './subject-effects';
import { openAuditOf } from './published-posts';
import { onPostPublished } from '../../../mocks/post-published';

/** A batch acts on at most one page of a queue. */
const MAX_BATCH = 100;

const voice = mockVoice('review');
const taggingVoice = mockVoice('tagging');
const creatorsVoice = mockVoice('creators');

/** A refusal in the server's own words (`review:serverRefusals.<key>`). */
const serverRefusal = async (request: Request, code: number, key: string, httpStatus = 200) =>
  failure(code, await voice.say(request, `serverRefusals.${key}`), { httpStatus });
const noSuchTask = async (request: Request, httpStatus = 404) =>
  failure(404, await creatorsVoice.say(request, 'refusals.noTask'), { httpStatus });

/**
 * The `review` key each refusal is worded by, in the caller's language, sent with the refusal itself so the
 * console can say it in the admin's: the console's own `refusals.*` text, or the server's words where they
 * differ (the action's code rather than its label, an undo without "it").
 */
const SERVER_WORDS: Partial<Record<Refusal['kind'], string>> = {
  notAllowed: 'serverRefusals.notAllowed',
  notYours: 'serverRefusals.notYours',
};

/** What the task's state refuses is a conflict (409); a reason missing from the request is bad input (400). */
const BAD_INPUT: ReadonlySet<Refusal['kind']> = new Set([
  'reasonRequired',
  'reasonUnknown',
  'noteRequired',
  'noteTooLong',
]);

async function refused(request: Request, refusal: Refusal) {
  const code = BAD_INPUT.has(refusal.kind) ? 400 : 409;
  const message = await voice.say(request, SERVER_WORDS[refusal.kind] ?? `refusals.${refusal.kind}`, refusal);
  return HttpResponse.json({ code, message, refusal });
}

/** A decision without the reason it needs, worded in the caller's language (and named, for the console). */
async function reasonMissing(request: Request, refusal: ReasonRefusal) {
  const message = await voice.say(request, `refusals.${refusal.kind}`, refusal);
  return HttpResponse.json({ code: 400, message, refusal });
}

/** `a,b` to the values of `allowed` it names; empty means no filter. */
function listParam<T extends string>(url: URL, name: string, allowed: readonly T[]): T[] {
  const values = (url.searchParams.get(name) ?? '').split(',').filter(Boolean);
  return values.filter((value): value is T => (allowed as readonly string[]).includes(value));
}

/** An app user's login (or the ID, for an account gone). */
const loginOf = (userId: number) => db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, userId)?.login ?? String(userId);

function publicTask(row: ReviewTaskRow): QueueTask {
  const reportCount =
    row.type === 'report' ? db.all<ReportRow>(C.reports).filter((r) => r.taskId === row.id).length : 0;
  const blacklisted = row.source === 'image' ? row.images.some((image) => !!blacklistEntryOf(image)) : undefined;
  return {
    ...row,
    authorLogin: loginOf(row.authorId),
    reportCount,
    blacklisted,
    dueAt: dueAtOf(row),
  };
}

/** The reasons given in each report task's reports. */
function reasonsByTask(): Map<number, Set<string>> {
  const reasons = new Map<number, Set<string>>();
  for (const report of db.all<ReportRow>(C.reports)) {
    const of = reasons.get(report.taskId);
    if (of) of.add(report.reason);
    else reasons.set(report.taskId, new Set([report.reason]));
  }
  return reasons;
}

interface ActBody {
  action?: unknown;
  punishKind?: unknown;
  clear?: unknown;
  reasonCode?: unknown;
  note?: unknown;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Adds a line to the task's history (a decision or an undo; nothing is ever taken out of it). */
function record(task: ReviewTaskRow, line: Omit<HistoryRow, 'id' | 'taskId'>): void {
  db.insert<HistoryRow>(C.history, { taskId: task.id, ...line });
}

/** A task's history, oldest first. */
const historyOf = (taskId: number) =>
  db
    .all<HistoryRow>(C.history)
    .filter((row) => row.taskId === taskId)
    .sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);

/** A decision's reason as the account's punishment record keeps it: the code, and the note after it. */
const reasonText = ({ reasonCode, note }: RemovalReason) => (note ? `${reasonCode}: ${note}` : reasonCode);

/** A ban's optional clears: known kinds, each once. */
function clearsOf(value: unknown): PunishKind[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every(isClearKind)) return null;
  return [...new Set(value)];
}

const isCleared = (user: AppUserRow, kind: PunishKind) =>
  kind === 'clear-name' ? user.nickname === defaultNickname(user) : user[CLEARED_FIELD[kind]] === '';

/**
 * Confirms a male-user detection: bans the account until lifted (ban-manage lists and lifts it) and
 * clears what the moderator chose.
 */
async function ban(
  request: Request,
  task: ReviewTaskRow,
  body: ActBody,
  why: RemovalReason,
  login: string,
): Promise<Response | PunishKind[]> {
  const clear = clearsOf(body.clear);
  if (!clear) return serverRefusal(request, 400, 'clearKind');
  const user = db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, task.authorId);
  if (!user) return serverRefusal(request, 404, 'accountGone', 404);
  if (banInForceOn('account', String(user.id))) return refused(request, { kind: 'alreadyBanned' });
  addBan({
    subject: 'account',
    subjectId: String(user.id),
    userId: user.id,
    origin: 'male-detect',
    reasonCode: why.reasonCode,
    reason: why.note,
    bannedBy: login,
    endsAt: null,
  });
  // What is cleared already (by an earlier punishment) stays as it is; the rest is cleared with the ban.
  const toClear = clear.filter((kind) => !isCleared(user, kind));
  for (const kind of toClear)
    applyClear(db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, user.id)!, kind, reasonText(why), login);
  return toClear;
}

/**
 * Applies one action to one task for `login`, or answers why not. A decision claims a task still in the
 * pool; a post let through (a pass, a machine pass confirmed, an automatic block overturned) gets its
 * tagging task (spec 4), which an undo takes back; a ban bans the account; a blacklisting deletes the
 * picture and keeps its fingerprint.
 */
async function act(
  request: Request,
  task: ReviewTaskRow,
  body: ActBody,
  login: string,
  now: number,
  batchOf: number | null = null,
): Promise<Response | ReviewTaskRow> {
  const action = body.action as ReviewAction;
  if (!REVIEW_ACTIONS.includes(action)) return serverRefusal(request, 400, 'unknownAction');
  const refusal = refusalOf(task, action, login, now);
  if (refusal) return refused(request, refusal);
  const missing = reasonRefusal(task.source, body as ActInput);
  if (missing) return refused(request, missing);
  const at = new Date(now).toISOString();

  if (action === 'returnToPool') return db.update<ReviewTaskRow>(C.tasks, task.id, RELEASED)!;
  if (action === 'undo') {
    if (task.outcome && createsTaggingTask(task.outcome.decision, task.source, task.machineStatus)) {
      const tagging = db.find<TaggingTaskRow>(C.taggingTasks, (row) => row.postId === task.subjectId);
      if (tagging) db.remove(C.taggingTasks, tagging.id);
    }
    undoOnSubject(task);
    // The decision stays in the history, the undo is added to it.
    record(task, {
      action: 'undo',
      operator: login,
      at,
      reasonCode: null,
      note: '',
      punishKind: null,
      batchOf,
    });
    return db.update<ReviewTaskRow>(C.tasks, task.id, {
      status: 'notProcessed',
      outcome: null,
      ...claimed(login, now),
    })!;
  }

  const decision = action as Decision;
  const reasonCode = needsReason(decision) ? (body.reasonCode as DecisionReason) : null;
  const note = textOf(body.note);
  if (decision === 'punish') {
    if (!isClearKind(body.punishKind)) return serverRefusal(request, 400, 'clearKind');
    const author = db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, task.authorId);
    if (!author) return serverRefusal(request, 404, 'authorGone', 404);
    const cleared = applyClear(author, body.punishKind, reasonText({ reasonCode: reasonCode!, note }), login);
    if ('refusal' in cleared) return failure(409, await clearRefusalText(request, cleared.refusal));
  }
  let clearedWithBan: PunishKind[] | undefined;
  if (decision === 'ban') {
    const banned = await ban(request, task, body, { reasonCode: reasonCode!, note }, login);
    if (banned instanceof Response) return banned;
    clearedWithBan = banned;
  }
  if (decision === 'blacklist') {
    // Every picture of the task goes on the blacklist, unless one is there already.
    if (task.images.length === 0) return serverRefusal(request, 400, 'noPicture');
    if (task.images.some((image) => blacklistEntryOf(image))) return refused(request, { kind: 'alreadyBlacklisted' });
    for (const image of task.images) addToBlacklist(image, task.id, login);
  }
  if (createsTaggingTask(decision, task.source, task.machineStatus)) {
    db.insert<TaggingTaskRow>(C.taggingTasks, {
      postId: task.subjectId,
      language: task.language,
      createdAt: new Date(now).toISOString(),
      origin: 'moderator',
    });
  }
  const punishKind = decision === 'punish' ? (body.punishKind as PunishKind) : null;
  applyToSubject(task, subjectEffectOf(task, decision, reasonCode), login, at, reasonCode && { reasonCode, note });
  record(task, { action: decision, operator: login, at, reasonCode, note, punishKind, batchOf });
  return db.update<ReviewTaskRow>(C.tasks, task.id, {
    status: statusAfter(decision, task.machineStatus),
    ...RELEASED,
    outcome: {
      decision,
      punishKind,
      ...(clearedWithBan ? { cleared: clearedWithBan } : {}),
      ...(reasonCode ? { reasonCode, note } : {}),
      reason: note,
      operator: login,
      decidedAt: at,
    },
  })!;
}

// Posts published through the console enter the audit.
onPostPublished(openAuditOf);

export const reviewHandlers = [
  /** A queue: tasks of some sources, filtered, oldest waiting first unless sorted otherwise. */
  route(
    E.page,
    withAccount(async ({ request }) => {
      const url = new URL(request.url);
      const sources = listParam(url, 'source', TASK_SOURCES);
      const types = listParam(url, 'type', TASK_TYPES);
      const statuses = listParam(url, 'status', REVIEW_STATUSES);
      const machine = listParam(url, 'machineStatus', MACHINE_STATUSES);
      const languages = listParam(url, 'language', PAGE_LANGUAGES);
      const search: SearchInput = Object.fromEntries(
        SEARCH_FIELDS.map((field) => [field, url.searchParams.get(field) ?? '']),
      );
      // A search the filter form would not send (an ID with letters, a range the wrong way round) is refused.
      const problems = searchProblems(search);
      if (problems.length) return voice.refusal(request, problems);
      let reasons: Map<number, Set<string>> | undefined;
      const found = matchesSearch(
        search,
        { loginOf, reasonsOf: (taskId) => (reasons ??= reasonsByTask()).get(taskId) ?? new Set() },
        inDayRange(search.createdAt ?? null),
      );
      const rows = db
        .all<ReviewTaskRow>(C.tasks)
        .filter((row) => !sources.length || sources.includes(row.source))
        .filter((row) => !types.length || types.includes(row.type))
        .filter((row) => !statuses.length || statuses.includes(row.status))
        .filter((row) => !machine.length || machine.includes(row.machineStatus))
        .filter((row) => !languages.length || languages.includes(row.language))
        .filter(found);
      const query = readPageQuery(url);
      const page = paginate(rows, query.sort ? query : { ...query, sort: { field: 'createdAt', order: 'asc' } });
      return ok({ ...page, records: page.records.map(publicTask) });
    }),
  ),

  /** How many tasks wait, by source and type: the side menu's counts beside each queue. */
  route(
    E.counts,
    withAccount(() => {
      const counts = Object.fromEntries(TASK_SOURCES.map((source) => [source, emptyCounts()])) as WaitingCounts;
      for (const row of db.all<ReviewTaskRow>(C.tasks)) {
        if (row.status !== 'notProcessed') continue;
        counts[row.source][row.type] += 1;
        if (row.type === 'audit') counts[row.source].machine[row.machineStatus] += 1;
      }
      return ok(counts);
    }),
  ),

  /** One task with its reports (report tasks group every report on their item). */
  route(
    E.detail,
    withAccount(({ params, request }) => {
      const task = db.byId<ReviewTaskRow>(C.tasks, Number(params.id));
      if (!task) return noSuchTask(request);
      // Each report with its reporter's login, the latest first.
      const reports = db
        .all<ReportRow>(C.reports)
        .filter((row) => row.taskId === task.id)
        .sort((a, b) => b.reportedAt.localeCompare(a.reportedAt) || b.id - a.id)
        .map((row) => ({ ...row, reporterLogin: loginOf(row.reporterId) }));
      return ok({ ...publicTask(task), reports, history: historyOf(task.id) } satisfies TaskDetail);
    }),
  ),

  /**
   * Opening a task for a decision claims it for CLAIM_MS, and claiming it again while it stays open renews
   * that; a task someone else holds is refused, naming who.
   */
  route(
    E.claim,
    withAccount(({ params, request, account }) => {
      const task = db.byId<ReviewTaskRow>(C.tasks, Number(params.id));
      if (!task) return noSuchTask(request);
      const now = Date.now();
      if (claimStateOf(task, account.login, now) === 'others')
        return refused(request, { kind: 'claimedByOther', by: task.claimedBy! });
      if (task.status !== 'notProcessed') return ok(publicTask(task));
      return ok(publicTask(db.update<ReviewTaskRow>(C.tasks, task.id, claimed(account.login, now))!));
    }),
  ),

  /** Letting go of a task (the moderator moved on, left the screen or closed the tab): only its holder can. */
  route(
    E.release,
    withAccount(({ params, request, account }) => {
      const task = db.byId<ReviewTaskRow>(C.tasks, Number(params.id));
      if (!task) return noSuchTask(request);
      const state = claimStateOf(task, account.login, Date.now());
      if (state === 'others') return refused(request, { kind: 'claimedByOther', by: task.claimedBy! });
      if (state === 'free') return ok(publicTask(task));
      return ok(publicTask(db.update<ReviewTaskRow>(C.tasks, task.id, RELEASED)!));
    }),
  ),

  route<ActBody>(
    E.act,
    withAccount(async ({ params, request, account }) => {
      const task = db.byId<ReviewTaskRow>(C.tasks, Number(params.id));
      if (!task) return noSuchTask(request);
      const body = (await request.json()) as ActBody;
      const missing = reasonRefusal(task.source, body as ActInput);
      if (missing) return reasonMissing(request, missing);
      const result = await act(request, task, body, account.login, Date.now());
      return result instanceof Response ? result : ok(publicTask(result));
    }),
  ),

  /**
   * The same action on several tasks: each is decided on its own, and the answer lists those decided and
   * those refused. A reason the action needs and lacks refuses the whole batch; an undo of a batch takes
   * back those of its tasks still in their undo window.
   */
  route<ActBody & { ids?: unknown }>(
    E.batch,
    withAccount(async ({ request, account }) => {
      const body = await request.json();
      const ids = body.ids;
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_BATCH || !ids.every(Number.isInteger))
        return failure(400, await taggingVoice.say(request, 'refusals.taskCount', { max: MAX_BATCH }));
      const now = Date.now();
      const tasks = (ids as number[]).map((id) => db.byId<ReviewTaskRow>(C.tasks, id));
      // Said once for the whole batch rather than once a task.
      for (const task of tasks) {
        const missing = task && reasonRefusal(task.source, body as ActInput);
        if (missing) return reasonMissing(request, missing);
      }
      const refusedIds: Array<{ id: number; message: string }> = [];
      const decided: number[] = [];
      for (const [index, id] of (ids as number[]).entries()) {
        const task = tasks[index];
        const result = task
          ? await act(request, task, body, account.login, now, ids.length)
          : await noSuchTask(request, 200);
        if (result instanceof Response)
          refusedIds.push({ id, message: ((await result.json()) as { message: string }).message });
        else decided.push(id);
      }
      return ok({ done: decided.length, decided, refused: refusedIds } satisfies BatchResult);
    }),
  ),
];

/** Signing out lets go of every task the admin holds, as closing the tab does. */
export function releaseClaimsOf(login: string): void {
  for (const task of db.all<ReviewTaskRow>(C.tasks))
    if (task.claimedBy === login) db.update<ReviewTaskRow>(C.tasks, task.id, RELEASED);
}
