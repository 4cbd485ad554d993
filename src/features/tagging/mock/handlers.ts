import { HttpResponse } from 'msw';
import { type AdminAccountRow, grantedUris, withAccount } from '../../../mocks/auth-guard';
import { COLLECTIONS } from '../../../mocks/collections';
import { auditStamp } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import type { Row } from '../../../mocks/row';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { inDayRange } from '../../../mocks/day-range';
import { mockVoice } from '../../../mocks/mock-voice';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../app-users/mock';
import { claimStateOf } from '../../../shared/utils/claim-state';
import { POST_TYPES } from '../../../shared/types/post-types';
import { REVIEW_COLLECTIONS, type TaggingTaskRow } from '../../review/mock';
import { PAGE_LANGUAGES, type PageLanguage } from '../../../shared/i18n/page-languages';
import {
  choiceProblem,
  correctionProblem,
  deleteRefusal,
  nameProblems,
  parentProblem,
  TAG_CLAIM_MS,
  taskRefusal,
} from '../rules';
import {
  NAME_LANGUAGES,
  TAG_KINDS,
  TAGGING_STATUSES,
  type CorrectionReason,
  type Refusal,
  type TagChoice,
  type TaggedPost,
  type TaggingHistoryEntry,
  type TaggingTask,
  type TagInput,
  type TagNames,
  type TagWithUsage,
  type WaitingTagCounts,
} from '../types';
import { TAGGING_ENDPOINTS as E } from '../endpoints';
import { TAGGING_COLLECTIONS as C, untouchedMark, type MarkRow, type TagRow } from './seed';
import { POSTS_COLLECTION, type PostRow } from '../../posts/mock';
import { TAGGING_SCREENS } from './grants';
import { taggingDueAt } from './wait-target';

const voice = mockVoice('tagging');

/**
 * The key of each refusal's server text in the `tagging` namespace, said in the caller's language; the
 * refusal goes with it so the console words it its own way. Refusals not listed are said as the console says them.
 */
const REFUSAL_KEYS: Partial<Record<Refusal['kind'], string>> = {
  duplicateName: 'refusals.duplicateName',
  nameRequired: 'serverRefusals.nameRequired',
  nameTooLong: 'serverRefusals.nameTooLong',
  badParent: 'serverRefusals.badParent',
  inUse: 'serverRefusals.inUse',
  hasChildren: 'serverRefusals.hasChildren',
  alreadyTagged: 'serverRefusals.alreadyTagged',
  beingTagged: 'serverRefusals.beingTagged',
  assignedToOther: 'serverRefusals.assignedToOther',
  notTagged: 'serverRefusals.notTagged',
  level2NotUnder: 'serverRefusals.level2NotUnder',
  disabledTag: 'serverRefusals.disabledTag',
  unknownTag: 'serverRefusals.unknownTag',
  unknownTagger: 'refusals.unknownTagger',
  userIdRequired: 'serverRefusals.userIdRequired',
};

/** A re-opening's reason missing or too long: a bad request, said in the caller's language. */
const REASON_REFUSALS = new Set<Refusal['kind']>(['reasonRequired', 'noteRequired', 'noteTooLong']);

const refusalMessage = (request: Request, refusal: Refusal): Promise<string> =>
  voice.say(request, REFUSAL_KEYS[refusal.kind] ?? `refusals.${refusal.kind}`, { ...refusal });

async function refused(request: Request, refusal: Refusal, fields: string[] = []) {
  const message = await refusalMessage(request, refusal);
  return HttpResponse.json({
    code: refusal.kind === 'noSuchTask' ? 404 : REASON_REFUSALS.has(refusal.kind) ? 400 : 409,
    message,
    refusal,
    ...(fields.length ? { fieldErrors: fields.map((field) => ({ field, message })) } : {}),
  });
}

const tags = () => db.all<TagRow>(C.tags);

function withUsage(all: TagRow[]): TagWithUsage[] {
  const usage = new Map<number, number>();
  const count = (id: number | null) => id !== null && usage.set(id, (usage.get(id) ?? 0) + 1);
  for (const mark of db.all<MarkRow>(C.marks)) {
    count(mark.level1Id);
    mark.level2Ids.forEach(count);
    count(mark.qualityId);
  }
  return all.map((tag) => ({
    ...tag,
    usage: usage.get(tag.id) ?? 0,
    childCount: all.filter((child) => child.parentId === tag.id).length,
  }));
}

/** The fields of a tag body, cleaned: names trimmed, unknown languages dropped. */
async function readTagInput(request: Request, body: Partial<TagInput>): Promise<TagInput | Response> {
  if (!TAG_KINDS.includes(body.kind as TagInput['kind'])) return voice.refuse(request, 400, 'refusals.unknownKind');
  const names = Object.fromEntries(
    NAME_LANGUAGES.map((language) => [
      language,
      String((body.names as Record<string, unknown> | undefined)?.[language] ?? '').trim(),
    ]),
  ) as TagNames;
  const sort = Number(body.sort ?? 0);
  if (!Number.isInteger(sort) || sort < 0 || sort > 9999)
    return voice.refuse(request, 400, 'refusals.sortRange', { min: 0, max: 9999 });
  return {
    kind: body.kind as TagInput['kind'],
    parentId: body.kind === 'level2' ? Number(body.parentId) || null : null,
    names,
    enabled: body.enabled !== false,
    sort,
  };
}

async function tagProblems(request: Request, input: TagInput, selfId?: number): Promise<Response | null> {
  const parent = parentProblem(input, tags());
  if (parent) return refused(request, parent, ['parentId']);
  const [problem] = nameProblems(input, tags(), selfId);
  if (problem && 'language' in problem) return refused(request, problem, [`name_${problem.language}`]);
  return null;
}

/** The post a task is about: the post the post lists show (the posts' mock keeps it). */
function postOf(postId: number): TaggedPost {
  const post = db.byId<PostRow>(POSTS_COLLECTION, postId);
  const authorLogin = (id: number) => db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, id)?.login ?? String(id);
  return {
    postId,
    authorId: post?.authorId ?? 0,
    authorLogin: post ? authorLogin(post.authorId) : '',
    postType: post?.type ?? 'graphics',
    content: post?.content ?? '',
    images: post?.images ?? [],
    publishedAt: post?.postedAt ?? '',
  };
}

type HistoryRow = Row & TaggingHistoryEntry & { taskId: number; postId: number };

/** Adds a line to a task's history (nothing is ever taken out of it). */
function record(
  task: TaggingTaskRow,
  operator: string,
  line: Pick<TaggingHistoryEntry, 'action'> & Partial<Omit<TaggingHistoryEntry, 'id' | 'action' | 'operator' | 'at'>>,
): void {
  db.insert<HistoryRow>(C.history, {
    taskId: task.id,
    postId: task.postId,
    operator,
    at: new Date().toISOString(),
    assignee: null,
    level1Id: null,
    level2Ids: [],
    qualityId: null,
    reasonCode: null,
    note: '',
    ...line,
  });
}

/** Everything the task lists need, read once per request. */
function context() {
  const marks = new Map(db.all<MarkRow>(C.marks).map((mark) => [mark.id, mark]));
  // Each task's history, oldest first; lines of an earlier task of that id (about another post) are left out.
  const lines = db.all<HistoryRow>(C.history).sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
  const historyOf = (task: TaggingTaskRow): TaggingHistoryEntry[] =>
    lines
      .filter((line) => line.taskId === task.id && line.postId === task.postId)
      .map(({ taskId: _task, postId: _post, ...line }) => line);
  /** A task's mark, unless it belongs to an earlier task of that id (a review undo removed it). */
  const markOf = (task: TaggingTaskRow) => {
    const mark = marks.get(task.id);
    return mark && mark.postId === task.postId ? mark : undefined;
  };
  const publicTask = (task: TaggingTaskRow): TaggingTask => {
    const mark = markOf(task);
    return {
      id: task.id,
      postId: task.postId,
      language: task.language,
      createdAt: task.createdAt,
      dueAt: taggingDueAt(task.createdAt),
      origin: task.origin,
      status: mark?.taggedAt ? 'tagged' : 'waiting',
      assignee: mark?.assignee ?? null,
      claimedBy: mark?.claimedBy ?? null,
      claimedUntil: mark?.claimedUntil ?? null,
      taggedBy: mark?.taggedBy ?? null,
      taggedAt: mark?.taggedAt ?? null,
      reopenedBy: mark?.reopenedBy ?? null,
      reopenedAt: mark?.reopenedAt ?? null,
      level1Id: mark?.level1Id ?? null,
      level2Ids: mark?.level2Ids ?? [],
      qualityId: mark?.qualityId ?? null,
      post: postOf(task.postId),
      history: historyOf(task),
    };
  };
  return { publicTask, markOf };
}

/** Writes a task's mark (creating it the first time, or anew when the task id now holds another post). */
/** Signing out lets go of every task the admin has open in the workbench, as closing the tab does. */
export function releaseTaggingClaimsOf(login: string): void {
  for (const mark of db.all<MarkRow>(C.marks))
    if (mark.claimedBy === login) db.update<MarkRow>(C.marks, mark.id, { claimedBy: null, claimedUntil: null });
}

export function writeMark(task: TaggingTaskRow, changes: Partial<MarkRow>): void {
  const mark = db.byId<MarkRow>(C.marks, task.id);
  if (mark && mark.postId === task.postId) {
    db.update<MarkRow>(C.marks, task.id, changes);
    return;
  }
  if (mark) db.remove(C.marks, task.id);
  db.insert<MarkRow>(C.marks, { ...untouchedMark(task.postId, task.id), ...changes });
}

const claimFor = (login: string, now: number) => ({
  claimedBy: login,
  claimedUntil: new Date(now + TAG_CLAIM_MS).toISOString(),
});
const RELEASED = { claimedBy: null, claimedUntil: null };

function languagesOf(url: URL): PageLanguage[] {
  const values = (url.searchParams.get('language') ?? '').split(',').filter(Boolean);
  return values.filter((value): value is PageLanguage => (PAGE_LANGUAGES as readonly string[]).includes(value));
}

/** Admins who may tag: activated accounts whose roles hold the workbench's tag action. */
function taggers(): string[] {
  return db
    .all<AdminAccountRow>(COLLECTIONS.accounts)
    .filter((account) => account.activated && grantedUris(account).has(`${TAGGING_SCREENS.marking}:tag`))
    .map((account) => account.login)
    .sort();
}

function findTask(id: number): TaggingTaskRow | undefined {
  return db.byId<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks, id);
}

export const taggingHandlers = [
  // The dictionary, with each tag's use: every tagging screen shows tag names.
  route(
    E.tags,
    withAccount(() => ok(withUsage(tags()))),
  ),

  route<Partial<TagInput>>(
    E.createTag,
    withAccount(async ({ request, account }) => {
      const input = await readTagInput(request, await request.json());
      if (input instanceof Response) return input;
      const problem = await tagProblems(request, input);
      if (problem) return problem;
      return ok(db.insert<TagRow>(C.tags, { ...input, ...auditStamp(account.login) }));
    }),
  ),

  route<Partial<TagInput>>(
    E.updateTag,
    withAccount(async ({ params, request, account }) => {
      const tag = db.byId<TagRow>(C.tags, Number(params.id));
      if (!tag) return failure(404, await voice.say(request, 'refusals.noSuchTag'), { httpStatus: 404 });
      const input = await readTagInput(request, { ...(await request.json()), kind: tag.kind });
      if (input instanceof Response) return input;
      const problem = await tagProblems(request, input, tag.id);
      if (problem) return problem;
      return ok(db.update<TagRow>(C.tags, tag.id, { ...input, ...auditStamp(account.login) }));
    }),
  ),

  route<{ enabled?: unknown }>(
    E.setEnabled,
    withAccount(async ({ params, request, account }) => {
      const tag = db.byId<TagRow>(C.tags, Number(params.id));
      if (!tag) return failure(404, await voice.say(request, 'refusals.noSuchTag'), { httpStatus: 404 });
      const { enabled } = await request.json();
      if (typeof enabled !== 'boolean') return voice.refuse(request, 400, 'refusals.enabledBoolean');
      return ok(db.update<TagRow>(C.tags, tag.id, { enabled, ...auditStamp(account.login) }));
    }),
  ),

  route(
    E.removeTag,
    withAccount(async ({ request, params }) => {
      const tag = withUsage(tags()).find((row) => row.id === Number(params.id));
      if (!tag) return failure(404, await voice.say(request, 'refusals.noSuchTag'), { httpStatus: 404 });
      const refusal = deleteRefusal(tag.usage, tag.childCount);
      if (refusal) return refused(request, refusal);
      db.remove(C.tags, tag.id);
      return ok(null);
    }),
  ),

  /**
   * How many tasks wait for tags (`waiting`), and how many of them the caller's workbench could give her
   * (`forMe`: not assigned to another, not held by another): the side menu's counts.
   */
  route(
    E.counts,
    withAccount(({ account }) => {
      const now = Date.now();
      const { markOf } = context();
      const counts: WaitingTagCounts = { waiting: 0, forMe: 0 };
      for (const task of db.all<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks)) {
        const state = publicTaskState(markOf(task));
        if (state.status !== 'waiting') continue;
        counts.waiting += 1;
        if (!taskRefusal(state, 'claim', account.login, now)) counts.forMe += 1;
      }
      return ok(counts);
    }),
  ),

  /**
   * The tagging queues: `status` waiting or tagged, `language`, `assignee` (`me`, `none` or a login),
   * `postId`, `postType`, `taggedBy`, `created` (`YYYY-MM-DD,YYYY-MM-DD`, the days the task came in, both
   * included), `order=newest` for the newest first. Waiting tasks come oldest
   * first, tagged ones most recently tagged first, unless sorted otherwise.
   */
  route(
    E.tasks,
    withAccount(({ request, account }) => {
      const url = new URL(request.url);
      const get = (name: string) => url.searchParams.get(name)?.trim() ?? '';
      const status = get('status');
      const languages = languagesOf(url);
      const assignee = get('assignee') === 'me' ? account.login : get('assignee');
      const postId = Number(get('postId')) || null;
      const postType = get('postType');
      const taggedBy = get('taggedBy');
      const created = inDayRange(get('created'));
      const { publicTask } = context();
      const rows = db
        .all<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks)
        .filter((task) => !languages.length || languages.includes(task.language))
        .filter((task) => !postId || task.postId === postId)
        .filter((task) => created(task.createdAt))
        .map(publicTask)
        .filter((task) => !(TAGGING_STATUSES as readonly string[]).includes(status) || task.status === status)
        .filter((task) => !assignee || (assignee === 'none' ? task.assignee === null : task.assignee === assignee))
        .filter((task) => !(POST_TYPES as readonly string[]).includes(postType) || task.post.postType === postType)
        .filter((task) => !taggedBy || task.taggedBy === taggedBy);
      const query = readPageQuery(url);
      const sort =
        query.sort ??
        (get('order') === 'newest'
          ? { field: 'createdAt', order: 'desc' as const }
          : status === 'tagged'
            ? { field: 'taggedAt', order: 'desc' as const }
            : { field: 'createdAt', order: 'asc' as const });
      return ok(paginate(rows, { ...query, sort }));
    }),
  ),

  /**
   * The workbench's next task for the caller, claimed: those assigned to them first, then those nobody
   * holds, oldest first, in the page language; `skip` lists tasks the tagger passed over. Null when none wait.
   */
  route<{ language?: unknown; skip?: unknown }>(
    E.next,
    withAccount(async ({ request, account }) => {
      const body = await request.json();
      const language = (PAGE_LANGUAGES as readonly unknown[]).includes(body.language)
        ? (body.language as PageLanguage)
        : null;
      const skip = new Set(Array.isArray(body.skip) ? (body.skip as unknown[]).map(Number) : []);
      const now = Date.now();
      const { publicTask, markOf } = context();
      const candidates = db
        .all<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks)
        .filter((task) => (!language || task.language === language) && !skip.has(task.id))
        .filter((task) => !taskRefusal({ ...publicTaskState(markOf(task)) }, 'claim', account.login, now))
        .sort((a, b) => {
          const mine = (task: TaggingTaskRow) => (markOf(task)?.assignee === account.login ? 0 : 1);
          return mine(a) - mine(b) || a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
        });
      const next = candidates[0];
      if (!next) return ok(null);
      writeMark(next, claimFor(account.login, now));
      return ok(publicTask(next));
    }),
  ),

  /** Opening one task in the workbench claims it, unless it is tagged, someone else has it or it is assigned to another. */
  route(
    E.claim,
    withAccount(async ({ params, request, account }) => {
      const task = findTask(Number(params.id));
      if (!task) return refused(request, { kind: 'noSuchTask' });
      const { publicTask } = context();
      const now = Date.now();
      const refusal = taskRefusal(publicTask(task), 'claim', account.login, now);
      if (refusal) return refused(request, refusal);
      writeMark(task, claimFor(account.login, now));
      return ok(publicTask(task));
    }),
  ),

  /** Lets go of a task the caller has open (skip, or leaving the workbench). */
  route(
    E.release,
    withAccount(async ({ params, request, account }) => {
      const task = findTask(Number(params.id));
      if (!task) return refused(request, { kind: 'noSuchTask' });
      const { publicTask } = context();
      const current = publicTask(task);
      if (claimStateOf(current, account.login, Date.now()) === 'mine') writeMark(task, RELEASED);
      return ok(null);
    }),
  ),

  /** Saves a task's tags: a complete, consistent choice of enabled tags, on a task still waiting. */
  route<Partial<TagChoice>>(
    E.save,
    withAccount(async ({ params, request, account }) => {
      const task = findTask(Number(params.id));
      if (!task) return refused(request, { kind: 'noSuchTask' });
      const body = await request.json();
      const choice: TagChoice = {
        level1Id: Number(body.level1Id) || null,
        level2Ids: Array.isArray(body.level2Ids) ? [...new Set(body.level2Ids.map(Number))] : [],
        qualityId: Number(body.qualityId) || null,
      };
      const { publicTask } = context();
      const now = Date.now();
      const refusal = taskRefusal(publicTask(task), 'save', account.login, now) ?? choiceProblem(choice, tags());
      if (refusal) return refused(request, refusal);
      writeMark(task, { ...choice, ...RELEASED, taggedBy: account.login, taggedAt: new Date(now).toISOString() });
      record(task, account.login, { action: 'tagged', ...choice });
      // Read again: the answer shows the task as saved, its new history line with it.
      return ok(context().publicTask(task));
    }),
  ),

  /** Assigns waiting tasks to a tagger (or back to anyone without `assignee`); each is refused on its own. */
  route<{ ids?: unknown; assignee?: unknown }>(
    E.assign,
    withAccount(async ({ request, account }) => {
      const body = await request.json();
      const ids = body.ids;
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > 100 || !ids.every(Number.isInteger))
        return voice.refuse(request, 400, 'refusals.taskCount', { max: 100 });
      // No assignee (the request layer leaves out null fields) gives the tasks back to anyone.
      const assignee = body.assignee === null || body.assignee === undefined ? null : String(body.assignee).trim();
      if (assignee !== null && !taggers().includes(assignee))
        return refused(request, { kind: 'unknownTagger', login: assignee });
      const { publicTask } = context();
      const now = Date.now();
      const refusedIds: Array<{ id: number; refusal: Refusal; message: string }> = [];
      let done = 0;
      for (const id of ids as number[]) {
        const task = findTask(id);
        const refusal: Refusal | null = task
          ? taskRefusal(publicTask(task), 'assign', account.login, now)
          : { kind: 'noSuchTask' };
        if (refusal) refusedIds.push({ id, refusal, message: await refusalMessage(request, refusal) });
        else {
          writeMark(task!, { assignee });
          record(task!, account.login, assignee === null ? { action: 'unassigned' } : { action: 'assigned', assignee });
          done += 1;
        }
      }
      return ok({ done, refused: refusedIds });
    }),
  ),

  /**
   * Re-opens a tagged task for a correction, with a reason (and a note, which "other" needs): back in the
   * queue with its tags, assigned to whoever re-opened it; the tagging stays in the task's history.
   */
  route<{ reasonCode?: unknown; note?: unknown }>(
    E.reopen,
    withAccount(async ({ params, request, account }) => {
      const task = findTask(Number(params.id));
      if (!task) return refused(request, { kind: 'noSuchTask' });
      const body: { reasonCode?: unknown; note?: unknown } = (await request.json().catch(() => null)) ?? {};
      const problem = correctionProblem(body);
      if (problem) return refused(request, problem, problem.kind === 'reasonRequired' ? ['reasonCode'] : ['note']);
      const { publicTask } = context();
      const now = Date.now();
      const refusal = taskRefusal(publicTask(task), 'reopen', account.login, now);
      if (refusal) return refused(request, refusal);
      writeMark(task, {
        taggedBy: null,
        taggedAt: null,
        assignee: account.login,
        reopenedBy: account.login,
        reopenedAt: new Date(now).toISOString(),
      });
      record(task, account.login, {
        action: 'reopened',
        reasonCode: body.reasonCode as CorrectionReason,
        note: String(body.note ?? '').trim(),
      });
      return ok(context().publicTask(task));
    }),
  ),

  /** Who may be given tasks: admins holding the workbench's tag action. */
  route(
    E.taggers,
    withAccount(() => ok(taggers())),
  ),

  /** One user's posts in the tagging queue with their tags: `userId` is required, `language` optional. */
  route(
    E.userPosts,
    withAccount(async ({ request }) => {
      const url = new URL(request.url);
      const userId = Number(url.searchParams.get('userId')?.trim());
      if (!Number.isInteger(userId) || userId <= 0) return refused(request, { kind: 'userIdRequired' }, ['userId']);
      const languages = languagesOf(url);
      const { publicTask } = context();
      const rows = db
        .all<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks)
        .filter((task) => !languages.length || languages.includes(task.language))
        .map(publicTask)
        .filter((task) => task.post.authorId === userId);
      const query = readPageQuery(url);
      return ok(paginate(rows, query.sort ? query : { ...query, sort: { field: 'createdAt', order: 'desc' } }));
    }),
  ),
];

/** The parts of a task the rules read, from its mark alone (no post needed). */
function publicTaskState(mark: MarkRow | undefined) {
  return {
    status: mark?.taggedAt ? ('tagged' as const) : ('waiting' as const),
    assignee: mark?.assignee ?? null,
    claimedBy: mark?.claimedBy ?? null,
    claimedUntil: mark?.claimedUntil ?? null,
    taggedBy: mark?.taggedBy ?? null,
  };
}
