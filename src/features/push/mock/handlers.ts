import { withAccount } from '../../../mocks/auth-guard';
import { auditStamp } from '../../../mocks/crud';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import type { RuleProblem } from '../../../shared/types/rule-problem';
import { APP_USER_COLLECTIONS, audienceUsers, type AppUserRow } from '../../app-users/mock';
import { ARTICLE_COLLECTIONS, type ArticleRow } from '../../articles/mock';
import { CREATOR_COLLECTIONS, type FieldRow, type ProfileRow, type TaskRow } from '../../creators/mock';
import { isHot, type PostRow, POSTS_COLLECTION } from '../../posts/mock';
import { nameKey } from '../../../shared/components/lang-fields/lang-names';
import { cleanPushInput } from '../api';
import { audienceOf, isPushKind, PUSH_CHANNELS, type PushKind } from '../channels';
import { PUSH_ENDPOINTS as E } from '../endpoints';
import {
  estimateAudience,
  estimateCreatorAudience,
  PUSH_LIMITS,
  pushChanges,
  pushMachine,
  pushProblems,
  pushStatusOf,
  type PushAction,
} from '../rules';
import type { AuditAction, FieldChange, Push, PushInput } from '../types';
import { creatorAudience, PUSH_COLLECTIONS as C, type PushAuditRow, type PushRow } from './seed';

const { say, refusal, refuse } = mockVoice('push');
/** Ask about at most this many user IDs at once (the kit's IdListInput asks in parts of 1,000). */
const MAX_CHECK = 1000;

const viewOf = (row: PushRow, now: number): Push & { disabledAt: string | null; deletedAt: string | null } => ({
  ...row,
  status: pushStatusOf(row, now),
});

function readInput(body: unknown, kind: PushKind): PushInput {
  const value = (body && typeof body === 'object' ? body : {}) as Partial<PushInput>;
  return cleanPushInput(
    {
      texts: value.texts && typeof value.texts === 'object' ? value.texts : {},
      image: typeof value.image === 'string' ? value.image : null,
      target: typeof value.target === 'string' ? value.target : null,
      startAt: value.startAt as string,
      endAt: value.endAt as string,
      userGroup: value.userGroup as PushInput['userGroup'],
      designatedUsers: Array.isArray(value.designatedUsers) ? value.designatedUsers.map(String) : [],
      modes: Array.isArray(value.modes) ? value.modes : [],
      areas: Array.isArray(value.areas) ? value.areas : [],
      minVersion: typeof value.minVersion === 'string' ? value.minVersion : null,
      maxVersion: typeof value.maxVersion === 'string' ? value.maxVersion : null,
      forceUpdate: value.forceUpdate === true,
      creatorLevels: Array.isArray(value.creatorLevels) ? value.creatorLevels.map(Number) : [],
      creatorFields: Array.isArray(value.creatorFields) ? value.creatorFields.map(Number) : [],
    },
    kind,
  );
}

const knownUserIds = () => new Set(db.all<AppUserRow>(APP_USER_COLLECTIONS.users).map((user) => String(user.id)));

/** What only the server can check: the post or article exists as the channel needs it; designated users exist. */
function serverProblems(kind: PushKind, input: PushInput): RuleProblem[] {
  const channel = PUSH_CHANNELS[kind];
  const problems: RuleProblem[] = [];
  const id = Number(input.target);
  if (channel.target === 'post') {
    const post = db.byId<PostRow>(POSTS_COLLECTION, id);
    if (!post || post.deletedAt || post.publishStatus !== 'published')
      problems.push({ field: 'target', code: 'postUnknown', params: { id } });
    else if ('post' in channel && channel.post === 'hot' && !isHot(post))
      problems.push({ field: 'target', code: 'postNotHot', params: { id } });
    else if ('post' in channel && channel.post === 'featured' && !post.featured)
      problems.push({ field: 'target', code: 'postNotFeatured', params: { id } });
  } else if (channel.target === 'creatorTask') {
    const task = db.byId<TaskRow>(CREATOR_COLLECTIONS.tasks, id);
    if (!task) problems.push({ field: 'target', code: 'taskUnknown', params: { id } });
    else if (task.status !== 'published') problems.push({ field: 'target', code: 'taskNotPublished', params: { id } });
  } else if (channel.target === 'helpArticle') {
    const article = db.byId<ArticleRow>(ARTICLE_COLLECTIONS.articles, id);
    if (!article || article.kind !== 'help' || article.status !== 'listed')
      problems.push({ field: 'target', code: 'articleUnknown', params: { id } });
  }
  if (input.userGroup === 'designated') {
    const known = knownUserIds();
    const unknown = input.designatedUsers.filter((user) => !known.has(user));
    if (unknown.length) {
      problems.push({
        field: 'designatedUsers',
        code: 'designatedUnknown',
        params: { ids: unknown.slice(0, 5).join('; '), count: unknown.length },
      });
    } else if (audienceOf(kind) === 'creators') {
      const creators = new Set(audienceCreators().map((creator) => creator.id));
      const others = input.designatedUsers.filter((user) => !creators.has(user));
      if (others.length)
        problems.push({
          field: 'designatedUsers',
          code: 'designatedNotCreators',
          params: { ids: others.slice(0, 5).join('; '), count: others.length },
        });
    }
  }
  const fields = new Set(db.all<FieldRow>(CREATOR_COLLECTIONS.fields).map((field) => field.id));
  const unknownFields = (input.creatorFields ?? []).filter((field) => !fields.has(field));
  if (unknownFields.length)
    problems.push({ field: 'creatorFields', code: 'fieldUnknown', params: { ids: unknownFields.join(', ') } });
  return problems;
}

/** Every rule of the form, then what only the server knows; null when the push may be saved. */
async function inputRefusal(request: Request, kind: PushKind, input: PushInput, now: number) {
  const problems = pushProblems(input, PUSH_CHANNELS[kind].target, now);
  if (problems.length) return refusal(request, problems);
  const more = serverProblems(kind, input);
  return more.length ? refusal(request, more) : null;
}

/** The app users as audiences count them (the same users designated IDs are checked against). */
const appAudience = () => audienceUsers(db.all<AppUserRow>(APP_USER_COLLECTIONS.users));

/** The creator centre's creators, as a creator push's estimate counts them. */
const audienceCreators = () =>
  creatorAudience(db.all<AppUserRow>(APP_USER_COLLECTIONS.users), db.all<ProfileRow>(CREATOR_COLLECTIONS.profiles));

/** The channel's audience: the app users, or the creators. */
const estimateFor = (kind: string, targeting: PushInput, now: number) =>
  isPushKind(kind) && audienceOf(kind) === 'creators'
    ? estimateCreatorAudience(audienceCreators(), targeting, now)
    : estimateAudience(appAudience(), targeting, now);

async function readReason(request: Request): Promise<{ reason: string; body: unknown } | { refused: Response }> {
  const body = (await request.json().catch(() => null)) as { reason?: unknown } | null;
  const reason = typeof body?.reason === 'string' ? body.reason.trim() : '';
  if (!reason) return { refused: await refusal(request, [{ field: 'reason', code: 'reasonRequired' }]) };
  if (reason.length > PUSH_LIMITS.reasonMax)
    return {
      refused: await refusal(request, [
        { field: 'reason', code: 'reasonTooLong', params: { max: PUSH_LIMITS.reasonMax } },
      ]),
    };
  return { reason, body };
}

async function pushFor(request: Request, kind: string, id: number, action: PushAction, now: number) {
  const row = db.byId<PushRow>(C.pushes, id);
  if (!row || row.kind !== kind)
    return { refused: failure(404, await say(request, 'server.gone'), { httpStatus: 404 }) };
  const status = pushStatusOf(row, now);
  if (!pushMachine.can(action, status)) {
    const statusName = await say(request, `status.${status}`);
    return { refused: failure(409, await say(request, `server.refused.${action}`, { status: statusName })) };
  }
  return { row };
}

function logAudit(
  pushId: number,
  action: AuditAction,
  by: string,
  at: string,
  reason: string,
  audience: number,
  changes: FieldChange[],
) {
  db.insert<PushAuditRow>(C.audit, { pushId, action, by, at, reason, audience, changes });
}

const unknownKind = async (request: Request) =>
  failure(404, await say(request, 'server.kindUnknown'), { httpStatus: 404 });

export const pushHandlers = [
  route(
    E.page,
    withAccount(async ({ request, params }) => {
      if (!isPushKind(params.kind)) return unknownKind(request);
      const now = Date.now();
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const group = url.searchParams.get('userGroup');
      const title = nameKey(url.searchParams.get('title'));
      const rows = db
        .all<PushRow>(C.pushes)
        .filter((row) => row.kind === params.kind)
        .map((row) => viewOf(row, now))
        .filter((row) => (status ? row.status === status : row.status !== 'deleted'))
        .filter((row) => !group || row.userGroup === group)
        .filter(
          (row) =>
            !title ||
            String(row.id) === title ||
            Object.values(row.texts).some(
              (entry) => nameKey(entry?.title).includes(title) || nameKey(entry?.content).includes(title),
            ),
        )
        .sort((a, b) => b.startAt.localeCompare(a.startAt) || b.id - a.id);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  /** Checks the push as a save would and counts who it would reach: shown before it is confirmed. */
  route(
    E.estimate,
    withAccount(async ({ request, params }) => {
      if (!isPushKind(params.kind)) return unknownKind(request);
      const now = Date.now();
      const input = readInput(await request.json().catch(() => null), params.kind);
      const refused = await inputRefusal(request, params.kind, input, now);
      if (refused) return refused;
      return ok(estimateFor(params.kind, input, now));
    }),
  ),

  route(
    E.create,
    withAccount(async ({ request, params, account }) => {
      if (!isPushKind(params.kind)) return unknownKind(request);
      const now = Date.now();
      const read = await readReason(request.clone());
      const input = readInput(await request.json().catch(() => null), params.kind);
      const refused = await inputRefusal(request, params.kind, input, now);
      if (refused) return refused;
      if ('refused' in read) return read.refused;
      const { audience } = estimateFor(params.kind, input, now);
      const stamp = new Date(now).toISOString();
      const row = db.insert<PushRow>(C.pushes, {
        ...input,
        kind: params.kind,
        audience,
        createdBy: account.login,
        createdAt: stamp,
        ...auditStamp(account.login, now),
        disabledAt: null,
        deletedAt: null,
      });
      logAudit(row.id, 'create', account.login, stamp, read.reason, audience, pushChanges(null, input));
      return ok(viewOf(row, now));
    }),
  ),

  route(
    E.update,
    withAccount(async ({ request, params, account }) => {
      if (!isPushKind(params.kind)) return unknownKind(request);
      const now = Date.now();
      const { row, refused: gone } = await pushFor(request, params.kind, Number(params.id), 'edit', now);
      if (gone) return gone;
      const read = await readReason(request.clone());
      const input = readInput(await request.json().catch(() => null), params.kind);
      const refused = await inputRefusal(request, params.kind, input, now);
      if (refused) return refused;
      if ('refused' in read) return read.refused;
      const changes = pushChanges(row, input);
      const { audience } = estimateFor(params.kind, input, now);
      const stamp = new Date(now).toISOString();
      const updated = db.update<PushRow>(C.pushes, row.id, {
        ...input,
        audience,
        ...auditStamp(account.login, now),
      })!;
      logAudit(row.id, 'edit', account.login, stamp, read.reason, audience, changes);
      return ok(viewOf(updated, now));
    }),
  ),

  route(
    E.audience,
    withAccount(async ({ request, params }) => {
      const row = db.byId<PushRow>(C.pushes, Number(params.id));
      if (!row || row.kind !== params.kind) return failure(404, await say(request, 'server.gone'), { httpStatus: 404 });
      return ok(estimateFor(row.kind, row, Date.now()));
    }),
  ),

  /** Pushes now: the window starts at once (it must still be to be pushed). */
  route(
    E.send,
    withAccount(async ({ request, params, account }) => {
      const now = Date.now();
      const { row, refused } = await pushFor(request, params.kind, Number(params.id), 'send', now);
      if (refused) return refused;
      const read = await readReason(request);
      if ('refused' in read) return read.refused;
      const stamp = new Date(now).toISOString();
      const { audience } = estimateFor(row.kind, row, now);
      const updated = db.update<PushRow>(C.pushes, row.id, {
        startAt: stamp,
        audience,
        ...auditStamp(account.login, now),
      })!;
      logAudit(row.id, 'send', account.login, stamp, read.reason, audience, [
        { field: 'startAt', before: row.startAt, after: stamp },
        { field: 'status', before: 'unpushed', after: 'pushing' },
      ]);
      return ok(viewOf(updated, now));
    }),
  ),

  ...([
    ['disable', E.disable],
    ['delete', E.remove],
  ] as const).map(([action, endpoint]) =>
    route(
      endpoint,
      withAccount(async ({ request, params, account }) => {
        const now = Date.now();
        const { row, refused } = await pushFor(request, params.kind, Number(params.id), action, now);
        if (refused) return refused;
        const read = await readReason(request);
        if ('refused' in read) return read.refused;
        const stamp = new Date(now).toISOString();
        const before = pushStatusOf(row, now);
        const updated = db.update<PushRow>(C.pushes, row.id, {
          ...(action === 'disable' ? { disabledAt: stamp } : { deletedAt: stamp }),
          ...auditStamp(account.login, now),
        })!;
        const after = pushStatusOf(updated, now);
        logAudit(row.id, action, account.login, stamp, read.reason, row.audience, [{ field: 'status', before, after }]);
        return ok(viewOf(updated, now));
      }),
    ),
  ),

  route(
    E.audit,
    withAccount(async ({ request, params }) => {
      const row = db.byId<PushRow>(C.pushes, Number(params.id));
      if (!row || row.kind !== params.kind) return failure(404, await say(request, 'server.gone'), { httpStatus: 404 });
      const entries = db
        .all<PushAuditRow>(C.audit)
        .filter((entry) => entry.pushId === row.id)
        .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
      return ok(entries);
    }),
  ),

  /** Which of these app user IDs do not exist. */
  route<{ ids?: unknown }>(
    E.unknownUsers,
    withAccount(async ({ request }) => {
      const { ids } = await request.json();
      if (!Array.isArray(ids) || ids.length > MAX_CHECK)
        return refuse(request, 400, 'server.checkTooMany', { max: MAX_CHECK });
      const known = knownUserIds();
      return ok({ unknown: ids.map(String).filter((id) => !known.has(id)) });
    }),
  ),
];
