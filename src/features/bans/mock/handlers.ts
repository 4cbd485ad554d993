import { grantedUris, withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { masked } from '../../../mocks/personal-data';
import { inDayRange } from '../../../mocks/day-range';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../app-users/mock';
import { BAN_ENDPOINTS, DEVICE_ENDPOINTS } from '../endpoints';
import {
  banEnd,
  banRefusal,
  banState,
  isSharedDevice,
  liftRefusal,
  statesShown,
  type BanRefusal,
  type LiftRefusal,
} from '../rules';
import {
  BAN_ORIGINS,
  BAN_RULES,
  BAN_SUBJECTS,
  type BanDuration,
  type BanView,
  type Device,
  type DeviceAccount,
} from '../types';
import { PAGE_LANGUAGES as DEVICE_LANGUAGES } from '../../../shared/i18n/page-languages';
import { addBan, BANS_COLLECTION, banInForceOn, inForce, liftBan, type BanRow } from './ban-store';
import { DEVICE_REVEAL } from './grants';
import { DEVICES_COLLECTION, type DeviceRow } from './seed';

const voice = mockVoice('bans');
const kitVoice = mockVoice('kit');
const usersVoice = mockVoice('users');

/**
 * Each refusal's code and text in the caller's language: the server's own `serverRefusals.*`, or the text
 * the console already has (the ban form's duration, the kit's reason, the app users' reason too long).
 */
const REFUSALS: Record<BanRefusal | LiftRefusal, [number, (request: Request) => Promise<string>]> = {
  alreadyBanned: [409, (request) => voice.say(request, 'serverRefusals.alreadyBanned')],
  notBanned: [409, (request) => voice.say(request, 'serverRefusals.notBanned')],
  lifted: [409, (request) => voice.say(request, 'serverRefusals.lifted')],
  ended: [409, (request) => voice.say(request, 'serverRefusals.ended')],
  noDuration: [400, (request) => voice.say(request, 'device.durationRequired')],
  noReason: [400, (request) => kitVoice.say(request, 'reason.required')],
  reasonTooLong: [
    400,
    (request) => usersVoice.say(request, 'refusals.reasonTooLong', { max: BAN_RULES.reasonMaxLength }),
  ],
};

async function refused(request: Request, kind: BanRefusal | LiftRefusal) {
  const [code, text] = REFUSALS[kind];
  return failure(code, await text(request));
}

/** A refusal in the server's own words (`serverRefusals.<key>`); a missing device or ban is a 404. */
const serverRefusal = async (request: Request, code: number, key: string) =>
  failure(code, await voice.say(request, `serverRefusals.${key}`), { httpStatus: code === 404 ? 404 : 200 });

/** A device by its record id (what the console sends, as it sees device IDs masked) or by its device ID. */
const deviceOf = (key: string) =>
  db.find<DeviceRow>(DEVICES_COLLECTION, (row) => row.deviceId === key) ??
  (/^\d+$/.test(key) ? db.byId<DeviceRow>(DEVICES_COLLECTION, Number(key)) : undefined);

/** The device bans in force now, by device ID: one pass over the bans for a whole page of devices. */
function deviceBansInForce(now: number): Map<string, BanRow> {
  const bans = new Map<string, BanRow>();
  for (const ban of db.all<BanRow>(BANS_COLLECTION)) {
    if (ban.subject === 'device' && inForce(ban, now)) bans.set(ban.subjectId, ban);
  }
  return bans;
}

function publicDevice(row: DeviceRow, ban: BanRow | undefined): Device {
  const { accounts, ...device } = row;
  return {
    ...masked(device, { deviceId: 'deviceId' }),
    accountCount: accounts.length,
    shared: isSharedDevice(accounts.length),
    ban: ban
      ? {
          id: ban.id,
          reason: ban.reason,
          bannedAt: ban.bannedAt,
          bannedBy: ban.bannedBy,
          endsAt: ban.endsAt,
          origin: ban.origin,
        }
      : null,
  };
}

function publicBan(row: BanRow, now: number): BanView {
  const login = row.userId ? (db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, row.userId)?.login ?? null) : null;
  return {
    ...(row.subject === 'device' ? masked(row, { subjectId: 'deviceId' }) : row),
    state: banState(row, now),
    login,
  };
}

/** The account last signed in on a device: the one a device ban names. */
const lastAccountOf = (device: DeviceRow) =>
  [...device.accounts].sort((a, b) => b.lastSignInAt.localeCompare(a.lastSignInAt))[0]?.userId ?? null;

/**
 * The device ID search. The list masks device IDs, and searching by part of one would spell it out
 * character by character: only an admin who may reveal them searches by part; anyone else finds a device
 * by its whole ID.
 */
const deviceIdSearch = (text: string, byPart: boolean) => (row: DeviceRow) =>
  !text || (byPart ? row.deviceId.toLowerCase().includes(text) : row.deviceId.toLowerCase() === text);

const DEVICE_SORTS = new Set(['lastSeenAt', 'firstSeenAt', 'accountCount']);
const BAN_SORTS = new Set(['bannedAt', 'endsAt']);

const deviceHandlers = [
  /** Devices, newest seen first; filters: device ID (whole, or part for a revealer), user ID, page language, banned, shared. */
  route(
    DEVICE_ENDPOINTS.page,
    withAccount(({ request, account }) => {
      const url = new URL(request.url);
      const text = url.searchParams.get('deviceId')?.trim().toLowerCase() ?? '';
      const userId = Number(url.searchParams.get('userId')?.trim()) || null;
      const language = url.searchParams.get('language');
      const banned = url.searchParams.get('banned');
      const shared = url.searchParams.get('shared');
      const query = readPageQuery(url);
      if (query.sort && !DEVICE_SORTS.has(query.sort.field)) query.sort = undefined;
      if (language && !(DEVICE_LANGUAGES as readonly string[]).includes(language))
        return serverRefusal(request, 400, 'unknownLanguage');
      const bans = deviceBansInForce(Date.now());
      let rows = db
        .all<DeviceRow>(DEVICES_COLLECTION)
        .filter(deviceIdSearch(text, grantedUris(account).has(DEVICE_REVEAL)))
        .filter((row) => !userId || row.accounts.some((account) => account.userId === userId))
        .filter((row) => !language || row.language === language)
        .filter((row) => !banned || (banned === 'banned') === bans.has(row.deviceId))
        .filter((row) => !shared || (shared === 'shared') === isSharedDevice(row.accounts.length));
      if (!query.sort) rows = rows.sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
      return ok(
        paginate(
          rows.map((row) => publicDevice(row, bans.get(row.deviceId))),
          query,
        ),
      );
    }),
  ),

  /** The accounts that signed in on a device, the latest first, with whether each is banned. */
  route(
    DEVICE_ENDPOINTS.accounts,
    withAccount(({ request, params }) => {
      const device = deviceOf(params.deviceId);
      if (!device) return serverRefusal(request, 404, 'noDevice');
      const accounts: DeviceAccount[] = [...device.accounts]
        .sort((a, b) => b.lastSignInAt.localeCompare(a.lastSignInAt))
        .map((signIn) => {
          const user = db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, signIn.userId);
          return {
            ...signIn,
            login: user?.login ?? String(signIn.userId),
            nickname: user?.nickname ?? '',
            avatar: user?.avatar ?? '',
            banned: !!banInForceOn('account', String(signIn.userId)),
          };
        });
      return ok(accounts);
    }),
  ),

  /** Bans a device for a duration with a reason; refused when a ban is already in force on it. */
  route<{ duration?: unknown; reason?: unknown }>(
    DEVICE_ENDPOINTS.ban,
    withAccount(async ({ request, params, account }) => {
      const device = deviceOf(params.deviceId);
      if (!device) return serverRefusal(request, 404, 'noDevice');
      const { duration, reason } = await request.json();
      const refusal = banRefusal(banInForceOn('device', device.deviceId), duration, reason);
      if (refusal) return refused(request, refusal);
      // One instant for the start and the end, so a 30-day ban lasts exactly 30 days.
      const bannedAt = new Date().toISOString();
      const ban = addBan(
        {
          subject: 'device',
          subjectId: device.deviceId,
          userId: lastAccountOf(device),
          reason: String(reason).trim(),
          origin: 'device-manage',
          bannedBy: account.login,
          endsAt: banEnd(bannedAt, duration as BanDuration),
        },
        bannedAt,
      );
      return ok(publicDevice(device, ban));
    }),
  ),

  /** Unbans a device: lifts the ban in force on it, with a reason; refused when none is. */
  route<{ reason?: unknown }>(
    DEVICE_ENDPOINTS.unban,
    withAccount(async ({ request, params, account }) => {
      const device = deviceOf(params.deviceId);
      if (!device) return serverRefusal(request, 404, 'noDevice');
      const { reason } = await request.json();
      const ban = banInForceOn('device', device.deviceId);
      const refusal = liftRefusal(ban, reason);
      if (refusal) return refused(request, refusal);
      liftBan(ban!.id, account.login, String(reason).trim());
      return ok(publicDevice(device, undefined));
    }),
  ),
];

const banHandlers = [
  /**
   * Bans, newest first. Without a status filter only the bans in force; `state` asks for the ended, the
   * lifted or all of them. Filters: subject, origin, subject ID (a device ID or a user ID), banned between.
   */
  route(
    BAN_ENDPOINTS.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const subject = url.searchParams.get('subject');
      const origin = url.searchParams.get('origin');
      const subjectId = url.searchParams.get('subjectId')?.trim().toLowerCase() ?? '';
      const bannedAt = inDayRange(url.searchParams.get('bannedAt'));
      const states = statesShown(url.searchParams.get('state'));
      const query = readPageQuery(url);
      if (query.sort && !BAN_SORTS.has(query.sort.field)) query.sort = undefined;
      if (subject && !(BAN_SUBJECTS as readonly string[]).includes(subject))
        return serverRefusal(request, 400, 'unknownSubject');
      if (origin && !(BAN_ORIGINS as readonly string[]).includes(origin))
        return serverRefusal(request, 400, 'unknownOrigin');
      const now = Date.now();
      let rows = db
        .all<BanRow>(BANS_COLLECTION)
        .filter((row) => states.includes(banState(row, now)))
        .filter((row) => !subject || row.subject === subject)
        .filter((row) => !origin || row.origin === origin)
        .filter((row) => !subjectId || row.subjectId.toLowerCase() === subjectId)
        .filter((row) => bannedAt(row.bannedAt));
      if (!query.sort) rows = rows.sort((a, b) => b.bannedAt.localeCompare(a.bannedAt));
      if (query.sort?.field === 'endsAt') {
        // A permanent ban (no end) ends after every dated one.
        const order = query.sort.order === 'desc' ? -1 : 1;
        rows = rows.sort((a, b) => order * (a.endsAt ?? '~').localeCompare(b.endsAt ?? '~'));
        query.sort = undefined;
      }
      return ok(
        paginate(
          rows.map((row) => publicBan(row, now)),
          query,
        ),
      );
    }),
  ),

  /** Lifts a ban in force with a reason; refused for one already lifted or ended, or without a reason. */
  route<{ reason?: unknown }>(
    BAN_ENDPOINTS.lift,
    withAccount(async ({ request, params, account }) => {
      const ban = db.byId<BanRow>(BANS_COLLECTION, Number(params.id));
      if (!ban) return serverRefusal(request, 404, 'noBan');
      const { reason } = await request.json();
      const refusal: LiftRefusal | null = liftRefusal(ban, reason);
      if (refusal) return refused(request, refusal);
      return ok(publicBan(liftBan(ban.id, account.login, String(reason).trim()), Date.now()));
    }),
  ),
];

export const bansHandlers = [...deviceHandlers, ...banHandlers];
