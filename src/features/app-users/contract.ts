import { z } from 'zod';
import {
  contract,
  dateTime,
  dayRange,
  id,
  idPath,
  nothing,
  page,
  pageQuery,
  queryInt,
  type Contract,
} from '../../shared/api/contract';
import { CREATOR_LEVELS, USER_TYPES, WHITELIST_TYPES } from '../../shared/types/app-user';
import {
  APP_USER_ENDPOINTS,
  APP_USER_ROLE_ENDPOINTS,
  APPEAL_ENDPOINTS,
  SILENCE_ENDPOINTS,
  WHITELIST_ENDPOINTS,
} from './endpoints';
import { APP_USER_RULES, APPEAL_STATUSES, FUNCTION_TYPES, SILENCE_DURATIONS } from './types';

const userId = id;
const userIds = z.array(userId).min(1).max(APP_USER_RULES.maxIdsPerCall);
const reason = z.string().min(1).max(APP_USER_RULES.reasonMaxLength);
const clearKind = z.enum(['clear-avatar', 'clear-name', 'clear-profile']);

const appUser = z.object({
  /** The user ID operators type (7 digits). */
  id: userId,
  login: z.string(),
  nickname: z.string(),
  /** Empty when cleared or never set. */
  avatar: z.string(),
  profile: z.string(),
  userType: z.enum(USER_TYPES),
  creatorLevel: z.literal(CREATOR_LEVELS),
  registeredAt: dateTime,
  lastLoginAt: dateTime,
  followers: z.int().nonnegative(),
  following: z.int().nonnegative(),
  posts: z.int().nonnegative(),
  likes: z.int().nonnegative(),
  roleId: id.nullable(),
  /** Whether a silence is in force now. */
  silenced: z.boolean(),
  /** Masked by the server (`+86 138****5678`) unless the caller may reveal phone numbers; null when none. */
  phone: z.string().nullable().optional(),
});
const punishment = z.object({
  id,
  userId,
  login: z.string(),
  kind: z.union([z.literal('silence'), clearKind]),
  /** Silences only. */
  duration: z.enum(SILENCE_DURATIONS).nullable(),
  reason: z.string(),
  startAt: dateTime,
  /** When a silence ends by itself; null for a permanent one and for clears. */
  endAt: dateTime.nullable(),
  operator: z.string(),
  liftedAt: dateTime.nullable(),
  liftedBy: z.string().nullable(),
  liftedWhy: z.enum(['unsilence', 'appeal']).nullable(),
});
const whitelistEntry = z.object({
  id,
  userId,
  login: z.string(),
  nickname: z.string(),
  userType: z.enum(USER_TYPES),
  functionType: z.enum(FUNCTION_TYPES),
  addedAt: dateTime,
  addedBy: z.string(),
});
const appeal = z.object({
  id,
  userId,
  login: z.string(),
  punishment,
  content: z.string(),
  submittedAt: dateTime,
  status: z.enum(APPEAL_STATUSES),
  handledBy: z.string().nullable(),
  handledAt: dateTime.nullable(),
  rejectReason: z.string().nullable(),
});
const appUserRole = z.object({
  id,
  name: z.string(),
  description: z.string(),
  userCount: z.int().nonnegative(),
  createdAt: dateTime,
});
/** Part of a user ID, a login or a nickname. */
const userSearch = { login: z.string().optional() };

export const APP_USER_CONTRACT = {
  page: contract(APP_USER_ENDPOINTS.page, {
    summary: 'App users, newest registered first; `roleId=none` lists those without a role',
    query: z.strictObject({
      ...pageQuery,
      ...userSearch,
      userType: z.enum(USER_TYPES).optional(),
      creatorLevel: queryInt.min(0).max(5).optional(),
      roleId: z.union([z.literal('none'), queryInt.positive()]).optional(),
      registeredAt: dayRange.optional(),
    }),
    response: page(appUser),
  }),
  unknownIds: contract(APP_USER_ENDPOINTS.unknownIds, {
    summary: 'Which of these user IDs or logins do not exist (at most 1000)',
    body: z.strictObject({ ids: z.array(z.string()).max(1000) }),
    response: z.object({ unknown: z.array(z.string()) }),
  }),
  detail: contract(APP_USER_ENDPOINTS.detail, {
    summary: 'One app user with every punishment, newest first',
    params: idPath,
    response: appUser.extend({ punishments: z.array(punishment) }),
  }),
  punish: contract(APP_USER_ENDPOINTS.punish, {
    summary: 'Clears a user’s avatar, nickname (back to user<ID>) or profile, with a reason',
    params: idPath,
    body: z.strictObject({ kind: clearKind, reason }),
    response: punishment,
  }),
  setRole: contract(APP_USER_ENDPOINTS.setRole, {
    summary: 'Gives a user an app user role, or takes it away (`roleId` null or left out)',
    params: idPath,
    body: z.strictObject({ roleId: id.nullable().optional() }),
    response: appUser,
  }),
} satisfies Record<keyof typeof APP_USER_ENDPOINTS, Contract>;

export const SILENCE_CONTRACT = {
  page: contract(SILENCE_ENDPOINTS.page, {
    summary: 'Silences, newest first; `status` active (in force) or ended (expired or lifted)',
    query: z.strictObject({
      ...pageQuery,
      ...userSearch,
      status: z.enum(['active', 'ended']).optional(),
      userId: queryInt.positive().optional(),
    }),
    response: page(punishment),
  }),
  create: contract(SILENCE_ENDPOINTS.create, {
    summary: 'Silences users for a duration with a reason; refused when one is silenced already',
    body: z.strictObject({ userIds, duration: z.enum(SILENCE_DURATIONS), reason }),
    response: z.array(punishment),
  }),
  lift: contract(SILENCE_ENDPOINTS.lift, {
    summary: 'Unsilences: lifts a silence still in force',
    params: idPath,
    response: punishment,
  }),
} satisfies Record<keyof typeof SILENCE_ENDPOINTS, Contract>;

export const WHITELIST_CONTRACT = {
  page: contract(WHITELIST_ENDPOINTS.page, {
    summary: 'Whitelisted accounts, newest first',
    query: z.strictObject({ ...pageQuery, ...userSearch, userType: z.enum(WHITELIST_TYPES).optional() }),
    response: page(whitelistEntry),
  }),
  add: contract(WHITELIST_ENDPOINTS.add, {
    summary: 'Whitelists users with a type (their user type changes to it); refused when one is listed already',
    body: z.strictObject({ userIds, userType: z.enum(WHITELIST_TYPES), functionType: z.enum(FUNCTION_TYPES) }),
    response: z.array(whitelistEntry),
  }),
  remove: contract(WHITELIST_ENDPOINTS.remove, {
    summary: 'Removes entries; their users become general users again',
    body: z.strictObject({ ids: z.array(id).min(1) }),
    response: nothing,
  }),
} satisfies Record<keyof typeof WHITELIST_ENDPOINTS, Contract>;

export const APPEAL_CONTRACT = {
  page: contract(APPEAL_ENDPOINTS.page, {
    summary: 'Appeals against punishments, newest first',
    query: z.strictObject({ ...pageQuery, ...userSearch, status: z.enum(APPEAL_STATUSES).optional() }),
    response: page(appeal),
  }),
  accept: contract(APPEAL_ENDPOINTS.accept, {
    summary: 'Accepts a pending appeal: a silence ends, a cleared field gets its old value back',
    params: idPath,
    response: appeal,
  }),
  reject: contract(APPEAL_ENDPOINTS.reject, {
    summary: 'Rejects a pending appeal with a reason',
    params: idPath,
    body: z.strictObject({ reason: z.string().min(1).max(APP_USER_RULES.appealReasonMaxLength) }),
    response: appeal,
  }),
} satisfies Record<keyof typeof APPEAL_ENDPOINTS, Contract>;

const roleInput = z.strictObject({
  name: z.string().min(1).max(APP_USER_RULES.roleNameMaxLength),
  description: z.string().max(APP_USER_RULES.roleDescriptionMaxLength).optional(),
});

export const APP_USER_ROLE_CONTRACT = {
  page: contract(APP_USER_ROLE_ENDPOINTS.page, {
    summary: 'App user roles with how many users hold each; `name` matches part of the name',
    query: z.strictObject({ ...pageQuery, name: z.string().optional() }),
    response: page(appUserRole),
  }),
  create: contract(APP_USER_ROLE_ENDPOINTS.create, {
    summary: 'Creates an app user role with a unique name',
    body: roleInput,
    response: appUserRole,
  }),
  update: contract(APP_USER_ROLE_ENDPOINTS.update, {
    summary: 'Renames or describes an app user role',
    params: idPath,
    body: roleInput,
    response: appUserRole,
  }),
} satisfies Record<keyof typeof APP_USER_ROLE_ENDPOINTS, Contract>;
