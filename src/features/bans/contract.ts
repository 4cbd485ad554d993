import { z } from 'zod';
import {
  contract,
  dateTime,
  dayRange,
  id,
  idPath,
  page,
  pageQuery,
  queryInt,
  type Contract,
} from '../../shared/api/contract';
import { PAGE_LANGUAGES } from '../../shared/i18n/page-languages';
import { DECISION_REASONS } from '../../shared/moderation/decision-reasons';
import { BAN_ENDPOINTS, DEVICE_ENDPOINTS } from './endpoints';
import { BAN_DURATIONS, BAN_ORIGINS, BAN_RULES, BAN_STATE_FILTERS, BAN_SUBJECTS } from './types';

const devicePath = z.object({ deviceId: z.string().min(1) });
const reason = z.string().min(1).max(BAN_RULES.reasonMaxLength);
const origin = z.enum(BAN_ORIGINS);
const ban = z.object({
  id,
  subject: z.enum(BAN_SUBJECTS),
  subjectId: z.string(),
  userId: id.nullable(),
  /** The reason chosen from a list (the male-user detection's bans); null where the reason is typed. */
  reasonCode: z.enum(DECISION_REASONS).nullable(),
  /** The reason as typed, or the note typed with the chosen reason. */
  reason: z.string(),
  origin,
  bannedBy: z.string(),
  bannedAt: dateTime,
  endsAt: dateTime.nullable(),
  liftedAt: dateTime.nullable(),
  liftedBy: z.string().nullable(),
  liftReason: z.string().nullable(),
});
const banView = ban.extend({ state: z.enum(['inForce', 'ended', 'lifted']), login: z.string().nullable() });
const device = z.object({
  id,
  /** Masked by the server (`E621****6E5F`) unless the caller may reveal device IDs. */
  deviceId: z.string(),
  model: z.string(),
  platform: z.enum(['ios', 'android']),
  osVersion: z.string(),
  appVersion: z.string(),
  language: z.enum(PAGE_LANGUAGES),
  firstSeenAt: dateTime,
  lastSeenAt: dateTime,
  accountCount: z.int().nonnegative(),
  shared: z.boolean(),
  ban: ban.pick({ id: true, reason: true, bannedAt: true, bannedBy: true, endsAt: true, origin: true }).nullable(),
});
const deviceAccount = z.object({
  userId: id,
  login: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  firstSignInAt: dateTime,
  lastSignInAt: dateTime,
  banned: z.boolean(),
});

export const DEVICE_CONTRACT = {
  page: contract(DEVICE_ENDPOINTS.page, {
    summary: 'Devices, newest seen first; a device ID matches whole, or by part for a caller who may reveal them',
    query: z.strictObject({
      ...pageQuery,
      deviceId: z.string().optional(),
      userId: queryInt.positive().optional(),
      language: z.enum(PAGE_LANGUAGES).optional(),
      banned: z.enum(['banned', 'notBanned']).optional(),
      shared: z.enum(['shared', 'single']).optional(),
    }),
    response: page(device),
  }),
  accounts: contract(DEVICE_ENDPOINTS.accounts, {
    summary: 'The accounts that signed in on a device, the latest first, with whether each is banned',
    params: devicePath,
    response: z.array(deviceAccount),
  }),
  ban: contract(DEVICE_ENDPOINTS.ban, {
    summary: 'Bans a device for a duration with a reason; refused when a ban is in force on it',
    params: devicePath,
    body: z.strictObject({ duration: z.enum(BAN_DURATIONS), reason }),
    response: device,
  }),
  unban: contract(DEVICE_ENDPOINTS.unban, {
    summary: 'Lifts the ban in force on a device, with a reason',
    params: devicePath,
    body: z.strictObject({ reason }),
    response: device,
  }),
} satisfies Record<keyof typeof DEVICE_ENDPOINTS, Contract>;

export const BAN_CONTRACT = {
  page: contract(BAN_ENDPOINTS.page, {
    summary: 'Bans, newest first: those in force unless `state` asks for the ended, the lifted or all',
    query: z.strictObject({
      ...pageQuery,
      subject: z.enum(BAN_SUBJECTS).optional(),
      origin: origin.optional(),
      subjectId: z.string().optional(),
      bannedAt: dayRange.optional(),
      state: z.enum(BAN_STATE_FILTERS).optional(),
    }),
    response: page(banView),
  }),
  lift: contract(BAN_ENDPOINTS.lift, {
    summary: 'Lifts a ban in force with a reason',
    params: idPath,
    body: z.strictObject({ reason }),
    response: banView,
  }),
} satisfies Record<keyof typeof BAN_ENDPOINTS, Contract>;
