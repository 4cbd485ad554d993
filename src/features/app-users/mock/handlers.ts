import { HttpResponse } from 'msw';
import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { masked, phoneOfUser } from '../../../mocks/personal-data';
import { mockVoice } from '../../../mocks/mock-voice';
import { inDayRange } from '../../../mocks/day-range';
import { findDuplicates } from '../../../shared/utils/duplicates';
import {
  APP_USER_ENDPOINTS,
  APP_USER_ROLE_ENDPOINTS,
  APPEAL_ENDPOINTS,
  SILENCE_ENDPOINTS,
  WHITELIST_ENDPOINTS,
} from '../endpoints';
import { canMoveAppeal, isSilenceDuration, punishmentInForce, silenceEnd, silenceState } from '../rules';
import {
  APP_USER_RULES,
  FUNCTION_TYPES,
  type Appeal,
  type AppUser,
  type AppUserDetail,
  type AppUserRole,
  type AppUserRoleInput,
  type Punishment,
  type SilenceInput,
  type WhitelistEntry,
  type WhitelistInput,
} from '../types';
import { WHITELIST_TYPES } from '../../../shared/types/app-user';
import {
  APP_USER_COLLECTIONS as C,
  type AppealRow,
  type AppUserRoleRow,
  type AppUserRow,
  type PunishmentRow,
  type WhitelistRow,
} from './seed';
import { applyClear, CLEARED_FIELD, clearRefusalText, isClearKind } from './clear-punishment';

const voice = mockVoice('users');

/** A refused save naming the field it concerns, for the form to mark, in the caller's language. */
async function refusal(
  request: Request,
  field: string,
  key: string,
  options: Record<string, unknown> = {},
  code = 400,
) {
  const message = await voice.say(request, key, options);
  return HttpResponse.json({ code, message, fieldErrors: [{ field, message }] });
}

/** A refusal that is not about a field, in the caller's language (a 404 answered as one). */
async function failed(request: Request, code: number, key: string, options: Record<string, unknown> = {}) {
  return failure(code, await voice.say(request, key, options), code === 404 ? { httpStatus: 404 } : {});
}

const userById = (id: number) => db.byId<AppUserRow>(C.users, id);

function activeSilenceOf(userId: number, now = Date.now()): PunishmentRow | undefined {
  return db.find<PunishmentRow>(
    C.punishments,
    (row) => row.userId === userId && row.kind === 'silence' && silenceState(row, now) === 'active',
  );
}

function publicUser(row: AppUserRow): AppUser {
  return masked({ ...row, phone: phoneOfUser(row.id), silenced: Boolean(activeSilenceOf(row.id)) }, { phone: 'phone' });
}

function publicPunishment({ previousValue: _previous, ...row }: PunishmentRow): Punishment {
  return { ...row, login: userById(row.userId)?.login ?? String(row.userId) };
}

function publicWhitelist(row: WhitelistRow): WhitelistEntry {
  const user = userById(row.userId);
  return { ...row, login: user?.login ?? '', nickname: user?.nickname ?? '' };
}

function publicAppeal(row: AppealRow): Appeal {
  const punishment = db.byId<PunishmentRow>(C.punishments, row.punishmentId)!;
  const { punishmentId: _punishmentId, ...rest } = row;
  return { ...rest, login: userById(row.userId)?.login ?? '', punishment: publicPunishment(punishment) };
}

/** Whether a user matches a search text: the ID, the login or the nickname. */
function matches(user: AppUserRow | undefined, text: string): boolean {
  if (!text) return true;
  if (!user) return false;
  return (
    String(user.id) === text || user.login.toLowerCase().includes(text) || user.nickname.toLowerCase().includes(text)
  );
}

const sortDesc = <T extends { [k: string]: unknown }>(rows: T[], field: keyof T) =>
  [...rows].sort((a, b) => String(b[field]).localeCompare(String(a[field])));

/**
 * The user IDs of a whitelist or silence call: present, numbers, not repeated, within the limit and all
 * known. Answers the refusal, or null when the list is good.
 */
async function idListRefusal(request: Request, userIds: unknown) {
  if (!Array.isArray(userIds) || userIds.length === 0) return refusal(request, 'userIds', 'refusals.idsMissing');
  if (userIds.some((id) => !Number.isInteger(id))) return refusal(request, 'userIds', 'refusals.idsNotNumbers');
  if (userIds.length > APP_USER_RULES.maxIdsPerCall)
    return refusal(request, 'userIds', 'refusals.idsTooMany', { max: APP_USER_RULES.maxIdsPerCall });
  const repeated = findDuplicates(userIds as number[]);
  if (repeated.length) return refusal(request, 'userIds', 'refusals.idsRepeated', { ids: repeated.join('; ') });
  const unknown = (userIds as number[]).filter((id) => !userById(id));
  if (unknown.length) return refusal(request, 'userIds', 'idList.unknownUsers', { ids: unknown.join('; ') });
  return null;
}

async function reasonRefusal(request: Request, reason: unknown, field = 'reason') {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) return refusal(request, field, 'rules.reasonRequired');
  if (text.length > APP_USER_RULES.reasonMaxLength)
    return refusal(request, field, 'refusals.reasonTooLong', { max: APP_USER_RULES.reasonMaxLength });
  return null;
}

const userHandlers = [
  route(
    APP_USER_ENDPOINTS.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const text = url.searchParams.get('login')?.trim().toLowerCase() ?? '';
      const userType = url.searchParams.get('userType');
      const level = url.searchParams.get('creatorLevel');
      const roleId = url.searchParams.get('roleId');
      const registered = inDayRange(url.searchParams.get('registeredAt'));
      const query = readPageQuery(url);
      let rows = db
        .all<AppUserRow>(C.users)
        .filter((row) => matches(row, text))
        .filter((row) => !userType || row.userType === userType)
        .filter((row) => !level || String(row.creatorLevel) === level)
        .filter((row) => !roleId || (roleId === 'none' ? row.roleId === null : String(row.roleId) === roleId))
        .filter((row) => registered(row.registeredAt));
      if (!query.sort) rows = sortDesc(rows, 'registeredAt');
      return ok(paginate(rows.map(publicUser), query));
    }),
  ),

  /** Which of these IDs (digits) or logins do not exist. */
  route<{ ids?: unknown }>(
    APP_USER_ENDPOINTS.unknownIds,
    withAccount(async ({ request }) => {
      const { ids } = await request.json();
      if (!Array.isArray(ids) || ids.length > 1000) return failed(request, 400, 'refusals.checkTooMany', { max: 1000 });
      const users = db.all<AppUserRow>(C.users);
      const known = new Set([
        ...users.map((user) => String(user.id)),
        ...users.map((user) => user.login.toLowerCase()),
      ]);
      return ok({ unknown: ids.map(String).filter((id) => !known.has(id.toLowerCase())) });
    }),
  ),

  route(
    APP_USER_ENDPOINTS.detail,
    withAccount(async ({ request, params }) => {
      const user = userById(Number(params.id));
      if (!user) return failed(request, 404, 'refusals.userNotFound');
      const punishments = sortDesc(
        db.all<PunishmentRow>(C.punishments).filter((row) => row.userId === user.id),
        'startAt',
      ).map(publicPunishment);
      return ok({ ...publicUser(user), punishments } satisfies AppUserDetail);
    }),
  ),

  /** Clear the avatar, the nickname (back to user<ID>) or the profile, with a reason. */
  route<{ kind?: string; reason?: string }>(
    APP_USER_ENDPOINTS.punish,
    withAccount(async ({ request, params, account }) => {
      const user = userById(Number(params.id));
      if (!user) return failed(request, 404, 'refusals.userNotFound');
      const { kind, reason } = await request.json();
      if (!isClearKind(kind)) return failed(request, 400, 'refusals.unknownPunishment');
      const problem = await reasonRefusal(request, reason);
      if (problem) return problem;
      const cleared = applyClear(user, kind, reason!.trim(), account.login);
      if ('refusal' in cleared) return failure(409, await clearRefusalText(request, cleared.refusal));
      return ok(publicPunishment(cleared.punishment));
    }),
  ),

  /** Give a user an app user role (role-manage's "users with no role"). */
  route<{ roleId?: number | null }>(
    APP_USER_ENDPOINTS.setRole,
    withAccount(async ({ request, params }) => {
      const user = userById(Number(params.id));
      if (!user) return failed(request, 404, 'refusals.userNotFound');
      // No roleId (payloads drop empty fields, spec section 5) takes the role away.
      const roleId = (await request.json()).roleId ?? null;
      if (roleId !== null && !db.byId(C.roles, Number(roleId)))
        return refusal(request, 'roleId', 'refusals.roleNotFound');
      return ok(
        publicUser(db.update<AppUserRow>(C.users, user.id, { roleId: roleId === null ? null : Number(roleId) })!),
      );
    }),
  ),
];

const silenceHandlers = [
  route(
    SILENCE_ENDPOINTS.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const text = url.searchParams.get('login')?.trim().toLowerCase() ?? '';
      const status = url.searchParams.get('status');
      const userId = Number(url.searchParams.get('userId')) || undefined;
      const now = Date.now();
      const query = readPageQuery(url);
      let rows = db
        .all<PunishmentRow>(C.punishments)
        .filter((row) => row.kind === 'silence')
        .filter((row) => !userId || row.userId === userId)
        .filter((row) => matches(userById(row.userId), text))
        .filter((row) => {
          const state = silenceState(row, now);
          return !status || (status === 'active' ? state === 'active' : state !== 'active');
        });
      if (!query.sort) rows = sortDesc(rows, 'startAt');
      return ok(paginate(rows.map(publicPunishment), query));
    }),
  ),

  route<Partial<SilenceInput>>(
    SILENCE_ENDPOINTS.create,
    withAccount(async ({ request, account }) => {
      const input = await request.json();
      const idProblem = await idListRefusal(request, input.userIds);
      if (idProblem) return idProblem;
      if (!isSilenceDuration(input.duration)) return refusal(request, 'duration', 'refusals.durationRequired');
      const problem = await reasonRefusal(request, input.reason);
      if (problem) return problem;
      const already = input.userIds!.filter((id) => activeSilenceOf(id));
      if (already.length) {
        const names = already.map((id) => `${userById(id)!.login} (${id})`).join('; ');
        return refusal(request, 'userIds', 'refusals.alreadySilenced', { names }, 409);
      }
      const startAt = new Date().toISOString();
      const created = input.userIds!.map((userId) =>
        db.insert<PunishmentRow>(C.punishments, {
          userId,
          kind: 'silence',
          duration: input.duration!,
          reason: input.reason!.trim(),
          startAt,
          endAt: silenceEnd(startAt, input.duration!),
          operator: account.login,
          liftedAt: null,
          liftedBy: null,
          liftedWhy: null,
          previousValue: null,
        }),
      );
      return ok(created.map(publicPunishment));
    }),
  ),

  /** Unsilence: only a silence still in force. */
  route(
    SILENCE_ENDPOINTS.lift,
    withAccount(async ({ request, params, account }) => {
      const row = db.byId<PunishmentRow>(C.punishments, Number(params.id));
      if (!row || row.kind !== 'silence') return failed(request, 404, 'refusals.silenceNotFound');
      if (silenceState(row, Date.now()) !== 'active') return failed(request, 409, 'refusals.silenceOver');
      const lifted = db.update<PunishmentRow>(C.punishments, row.id, {
        liftedAt: new Date().toISOString(),
        liftedBy: account.login,
        liftedWhy: 'unsilence',
      });
      return ok(publicPunishment(lifted!));
    }),
  ),
];

const whitelistHandlers = [
  route(
    WHITELIST_ENDPOINTS.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const text = url.searchParams.get('login')?.trim().toLowerCase() ?? '';
      const userType = url.searchParams.get('userType');
      const query = readPageQuery(url);
      let rows = db
        .all<WhitelistRow>(C.whitelist)
        .filter((row) => matches(userById(row.userId), text))
        .filter((row) => !userType || row.userType === userType);
      if (!query.sort) rows = sortDesc(rows, 'addedAt');
      return ok(paginate(rows.map(publicWhitelist), query));
    }),
  ),

  route<Partial<WhitelistInput>>(
    WHITELIST_ENDPOINTS.add,
    withAccount(async ({ request, account }) => {
      const input = await request.json();
      const idProblem = await idListRefusal(request, input.userIds);
      if (idProblem) return idProblem;
      if (!(WHITELIST_TYPES as readonly string[]).includes(input.userType!))
        return refusal(request, 'userType', 'refusals.userTypeRequired');
      if (!FUNCTION_TYPES.includes(input.functionType!))
        return refusal(request, 'functionType', 'refusals.functionTypeRequired');
      const listed = input.userIds!.filter((id) => db.find<WhitelistRow>(C.whitelist, (row) => row.userId === id));
      if (listed.length)
        return refusal(request, 'userIds', 'refusals.alreadyWhitelisted', { ids: listed.join('; ') }, 409);
      const addedAt = new Date().toISOString();
      const created = input.userIds!.map((userId) => {
        db.update<AppUserRow>(C.users, userId, { userType: input.userType });
        return db.insert<WhitelistRow>(C.whitelist, {
          userId,
          userType: input.userType!,
          functionType: input.functionType!,
          addedAt,
          addedBy: account.login,
        });
      });
      return ok(created.map(publicWhitelist));
    }),
  ),

  /** Removes entries (one or a batch); the users become general users again. */
  route<{ ids?: unknown }>(
    WHITELIST_ENDPOINTS.remove,
    withAccount(async ({ request }) => {
      const { ids } = await request.json();
      if (!Array.isArray(ids) || ids.length === 0) return failed(request, 400, 'refusals.removeNone');
      const missing = ids.filter((id) => !db.byId(C.whitelist, Number(id)));
      if (missing.length) return failure(404, await voice.say(request, 'refusals.removeGone'));
      for (const id of ids) {
        const row = db.byId<WhitelistRow>(C.whitelist, Number(id))!;
        db.update<AppUserRow>(C.users, row.userId, { userType: 'general' });
        db.remove(C.whitelist, row.id);
      }
      return ok(null);
    }),
  ),
];

const appealHandlers = [
  route(
    APPEAL_ENDPOINTS.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const text = url.searchParams.get('login')?.trim().toLowerCase() ?? '';
      const status = url.searchParams.get('status');
      const query = readPageQuery(url);
      let rows = db
        .all<AppealRow>(C.appeals)
        .filter((row) => !status || row.status === status)
        .filter((row) => matches(userById(row.userId), text));
      if (!query.sort) rows = sortDesc(rows, 'submittedAt');
      return ok(paginate(rows.map(publicAppeal), query));
    }),
  ),

  /** Accepting lifts the punishment: a silence ends, a cleared field gets its old value back. */
  route(
    APPEAL_ENDPOINTS.accept,
    withAccount(async ({ request, params, account }) => {
      const appeal = db.byId<AppealRow>(C.appeals, Number(params.id));
      if (!appeal) return failed(request, 404, 'refusals.appealNotFound');
      if (!canMoveAppeal(appeal.status, 'accepted')) return failed(request, 409, 'refusals.appealHandled');
      const now = new Date().toISOString();
      const punishment = db.byId<PunishmentRow>(C.punishments, appeal.punishmentId)!;
      if (punishmentInForce(punishment, Date.now())) {
        db.update<PunishmentRow>(C.punishments, punishment.id, {
          liftedAt: now,
          liftedBy: account.login,
          liftedWhy: 'appeal',
        });
        if (punishment.kind !== 'silence' && punishment.previousValue !== null) {
          db.update<AppUserRow>(C.users, punishment.userId, {
            [CLEARED_FIELD[punishment.kind]]: punishment.previousValue,
          });
        }
      }
      const updated = db.update<AppealRow>(C.appeals, appeal.id, {
        status: 'accepted',
        handledBy: account.login,
        handledAt: now,
      });
      return ok(publicAppeal(updated!));
    }),
  ),

  route<{ reason?: string }>(
    APPEAL_ENDPOINTS.reject,
    withAccount(async ({ request, params, account }) => {
      const appeal = db.byId<AppealRow>(C.appeals, Number(params.id));
      if (!appeal) return failed(request, 404, 'refusals.appealNotFound');
      if (!canMoveAppeal(appeal.status, 'rejected')) return failed(request, 409, 'refusals.appealHandled');
      const { reason } = await request.json();
      const problem = await reasonRefusal(request, reason);
      if (problem) return problem;
      const updated = db.update<AppealRow>(C.appeals, appeal.id, {
        status: 'rejected',
        handledBy: account.login,
        handledAt: new Date().toISOString(),
        rejectReason: reason!.trim(),
      });
      return ok(publicAppeal(updated!));
    }),
  ),
];

function publicRole(row: AppUserRoleRow): AppUserRole {
  return { ...row, userCount: db.all<AppUserRow>(C.users).filter((user) => user.roleId === row.id).length };
}

async function roleRefusal(request: Request, input: Partial<AppUserRoleInput>, id?: number) {
  const name = input.name?.trim() ?? '';
  if (!name || name.length > APP_USER_RULES.roleNameMaxLength)
    return refusal(request, 'name', 'refusals.roleNameRequired', { max: APP_USER_RULES.roleNameMaxLength });
  if (db.find<AppUserRoleRow>(C.roles, (row) => row.name.toLowerCase() === name.toLowerCase() && row.id !== id))
    return refusal(request, 'name', 'refusals.roleNameTaken', { name });
  if ((input.description ?? '').length > APP_USER_RULES.roleDescriptionMaxLength)
    return refusal(request, 'description', 'refusals.descriptionTooLong', {
      max: APP_USER_RULES.roleDescriptionMaxLength,
    });
  return null;
}

const roleHandlers = [
  route(
    APP_USER_ROLE_ENDPOINTS.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const name = url.searchParams.get('name')?.trim().toLowerCase() ?? '';
      const rows = db.all<AppUserRoleRow>(C.roles).filter((row) => !name || row.name.toLowerCase().includes(name));
      return ok(paginate(rows.map(publicRole), readPageQuery(url)));
    }),
  ),
  route<AppUserRoleInput>(
    APP_USER_ROLE_ENDPOINTS.create,
    withAccount(async ({ request }) => {
      const input = await request.json();
      const problem = await roleRefusal(request, input);
      if (problem) return problem;
      const row = db.insert<AppUserRoleRow>(C.roles, {
        name: input.name.trim(),
        description: input.description?.trim() ?? '',
        createdAt: new Date().toISOString(),
      });
      return ok(publicRole(row));
    }),
  ),
  route<AppUserRoleInput>(
    APP_USER_ROLE_ENDPOINTS.update,
    withAccount(async ({ request, params }) => {
      const id = Number(params.id);
      if (!db.byId(C.roles, id)) return failed(request, 404, 'refusals.roleNotFound');
      const input = await request.json();
      const problem = await roleRefusal(request, input, id);
      if (problem) return problem;
      const row = db.update<AppUserRoleRow>(C.roles, id, {
        name: input.name.trim(),
        description: input.description?.trim() ?? '',
      });
      return ok(publicRole(row!));
    }),
  ),
];

export const appUserHandlers = [
  ...userHandlers,
  ...silenceHandlers,
  ...whitelistHandlers,
  ...appealHandlers,
  ...roleHandlers,
];
