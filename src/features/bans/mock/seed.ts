import { fakerEN } from '@faker-js/faker';
import type { Row } from '../../../mocks/row';
import { APP_USER_COLLECTIONS, FIRST_USER_ID, seedAppUsers, type AppUserRow } from '../../app-users/mock';
import { banEnd } from '../rules';
import {
  BAN_DURATIONS,
  type BanDuration,
  type BanOrigin,
  type BanState,
  type DeviceLanguage,
  type DevicePlatform,
} from '../types';
import { PAGE_LANGUAGES as DEVICE_LANGUAGES } from '../../../shared/i18n/page-languages';
import { BANS_COLLECTION, type BanRow } from './ban-store';
import { seedInstant } from '../../../mocks/seed-instant';

export const DEVICES_COLLECTION = 'devices';

/** An account's sign-ins on a device. */
interface DeviceSignIn {
  userId: number;
  firstSignInAt: string;
  lastSignInAt: string;
}

export interface DeviceRow extends Row {
  deviceId: string;
  model: string;
  platform: DevicePlatform;
  osVersion: string;
  appVersion: string;
  language: DeviceLanguage;
  firstSeenAt: string;
  lastSeenAt: string;
  accounts: DeviceSignIn[];
}

const DEVICE_COUNT = 3000;
const DEVICE_BAN_COUNT = 170;
const ACCOUNT_BAN_COUNT = 130;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const iso = (ms: number) => new Date(ms).toISOString();

const IOS_MODELS = [
  'iPhone 11',
  'iPhone 12',
  'iPhone 13',
  'iPhone 14 Pro',
  'iPhone 15',
  'iPhone 15 Pro Max',
  'iPad Air',
];
const IOS_VERSIONS = ['iOS 15.8', 'iOS 16.7', 'iOS 17.4', 'iOS 17.5', 'iOS 18.1'];
const ANDROID_MODELS: Array<[string, string[]]> = [
  ['Samsung Galaxy S23', ['Android 13', 'Android 14']],
  ['Samsung Galaxy A54', ['Android 13', 'Android 14']],
  ['Redmi Note 12', ['Android 12', 'Android 13']],
  ['Xiaomi 13', ['Android 13', 'Android 14']],
  ['OPPO Reno 10', ['Android 13']],
  ['vivo Y36', ['Android 13']],
  ['HUAWEI Mate 60', ['HarmonyOS 4.0']],
  ['HUAWEI nova 11', ['HarmonyOS 3.1', 'HarmonyOS 4.0']],
  ['Infinix Hot 30', ['Android 13']],
  ['TECNO Spark 10', ['Android 13']],
];
const APP_VERSIONS = ['5.8.2', '5.9.0', '5.10.1', '5.11.0', '5.12.0', '5.12.1'];

const DEVICE_REASONS = [
  'Account farm: several accounts posting the same adverts',
  'Used to come back after an account ban',
  'Mass-registered accounts from one device',
  'Automated likes and follows',
  '来自同一设备的多个广告账号',
  'حسابات متعددة تنشر روابط إعلانية من جهاز واحد',
];
const ACCOUNT_REASONS: Record<Exclude<BanOrigin, 'device-manage'>, string[]> = {
  'male-detect': [
    'Profile photo and posts show a man',
    '头像和帖子均显示为男性',
    'الصورة والمنشورات تظهر أن صاحب الحساب رجل',
  ],
  report: [
    'Harassing other members in private messages',
    'Repeated reports of selling medicines',
    'إساءة متكررة للأعضاء',
  ],
  system: ['Spam detected by the anti-abuse system', 'Stolen account used for scams', '系统检测到批量注册'],
};
const MODERATORS = ['admin', 'moderator'];
const LIFT_REASONS = [
  'Appeal accepted: the device was bought second-hand',
  'Member proved the accounts belong to family members',
  '误封，已核实',
  'تم قبول الاعتراض',
];

/** Devices the demo and the tests can rely on (the rest come from a seeded faker). */
export const FIXED_DEVICES = {
  /** An iPhone in Arabic with one account, seen minutes ago; not banned. */
  arabicPhone: 'E621E1F8-C36C-495A-93FC-0C247A3E6E5F',
  /** An account farm in English: five accounts, banned for good. */
  accountFarm: '9f3a1c2b7e4d5a60',
  /** A HUAWEI in Chinese with one account; not banned. */
  chinesePhone: '7c2e9b40d1f8a355',
  /** An iPad in Arabic shared by three accounts; its ban was lifted on appeal. */
  familyTablet: 'B3D4F6A8-1C2E-4F60-8A9B-0D1E2F3A4B5C',
} as const;

interface FixedDevice {
  deviceId: string;
  model: string;
  platform: DevicePlatform;
  osVersion: string;
  language: DeviceLanguage;
  userIds: number[];
  lastSeenMinutesAgo: number;
}

const user = (index: number) => FIRST_USER_ID + index;
const FIXED: FixedDevice[] = [
  {
    deviceId: FIXED_DEVICES.arabicPhone,
    model: 'iPhone 15',
    platform: 'ios',
    osVersion: 'iOS 17.5',
    language: 'ar',
    userIds: [user(4)],
    lastSeenMinutesAgo: 3,
  },
  {
    deviceId: FIXED_DEVICES.accountFarm,
    model: 'Redmi Note 12',
    platform: 'android',
    osVersion: 'Android 13',
    language: 'en',
    userIds: [user(2), user(5), user(40), user(41), user(42)],
    lastSeenMinutesAgo: 600,
  },
  {
    deviceId: FIXED_DEVICES.chinesePhone,
    model: 'HUAWEI Mate 60',
    platform: 'android',
    osVersion: 'HarmonyOS 4.0',
    language: 'zh',
    userIds: [user(3)],
    lastSeenMinutesAgo: 45,
  },
  {
    deviceId: FIXED_DEVICES.familyTablet,
    model: 'iPad Air',
    platform: 'ios',
    osVersion: 'iOS 17.4',
    language: 'ar',
    userIds: [user(4), user(60), user(61)],
    lastSeenMinutesAgo: 2 * 24 * 60,
  },
];

interface BansSeed {
  devices: DeviceRow[];
  bans: BanRow[];
}

function generate(now: number, users: AppUserRow[]): BansSeed {
  const f = fakerEN;
  f.seed(4711);
  const registeredAt = new Map(users.map((row) => [row.id, Date.parse(row.registeredAt)]));
  const userIds = users.map((row) => row.id);

  const signIns = (ids: number[], firstSeen: number, lastSeen: number): DeviceSignIn[] =>
    ids.map((userId, index) => {
      const first = Math.max(firstSeen, Math.min(lastSeen, registeredAt.get(userId) ?? firstSeen));
      const last = index === 0 ? lastSeen : f.number.int({ min: first, max: lastSeen });
      return { userId, firstSignInAt: iso(first), lastSignInAt: iso(last) };
    });

  const devices: DeviceRow[] = FIXED.map((fixed, index) => {
    const lastSeen = now - fixed.lastSeenMinutesAgo * MINUTE;
    const firstSeen = lastSeen - (120 + index * 30) * DAY;
    return {
      id: index + 1,
      deviceId: fixed.deviceId,
      model: fixed.model,
      platform: fixed.platform,
      osVersion: fixed.osVersion,
      appVersion: '5.12.1',
      language: fixed.language,
      firstSeenAt: iso(firstSeen),
      lastSeenAt: iso(lastSeen),
      accounts: signIns(fixed.userIds, firstSeen, lastSeen),
    };
  });

  for (let index = devices.length; index < DEVICE_COUNT; index++) {
    const platform: DevicePlatform = f.datatype.boolean({ probability: 0.4 }) ? 'ios' : 'android';
    const [model, versions] =
      platform === 'ios' ? [f.helpers.arrayElement(IOS_MODELS), IOS_VERSIONS] : f.helpers.arrayElement(ANDROID_MODELS);
    const accountCount = f.helpers.weightedArrayElement([
      { value: 1, weight: 75 },
      { value: 2, weight: 15 },
      { value: f.number.int({ min: 3, max: 8 }), weight: 10 },
    ]);
    // Spread over the whole history; the newest seen most recently (a list sorted by last seen reads naturally).
    const lastSeen =
      now -
      Math.floor(((index - devices.length) / DEVICE_COUNT) * 90 * DAY) -
      f.number.int({ min: 60 * MINUTE, max: DAY });
    const firstSeen = lastSeen - f.number.int({ min: 1, max: 600 }) * DAY;
    devices.push({
      id: index + 1,
      deviceId:
        platform === 'ios'
          ? f.string.uuid().toUpperCase()
          : f.string.hexadecimal({ length: 16, prefix: '', casing: 'lower' }),
      model,
      platform,
      osVersion: f.helpers.arrayElement(versions),
      appVersion: f.helpers.arrayElement(APP_VERSIONS),
      language: DEVICE_LANGUAGES[index % DEVICE_LANGUAGES.length],
      firstSeenAt: iso(firstSeen),
      lastSeenAt: iso(lastSeen),
      accounts: signIns(f.helpers.arrayElements(userIds, accountCount), firstSeen, lastSeen),
    });
  }

  const bans: BanRow[] = [];
  const ban = (
    subject: BanRow['subject'],
    subjectId: string,
    userId: number | null,
    origin: BanOrigin,
    reason: string,
    state: BanState,
    duration: BanDuration,
  ) => {
    // An ended ban started longer ago than it lasts; one in force, more recently.
    const days = duration === 'permanent' ? 120 : Number.parseInt(duration, 10);
    const ageMs =
      state === 'ended'
        ? (days + f.number.int({ min: 1, max: 60 })) * DAY
        : f.number.int({ min: 10 * MINUTE, max: Math.max(20 * MINUTE, days * DAY - 2 * 60 * MINUTE) });
    const bannedAt = iso(now - ageMs);
    const endsAt = banEnd(bannedAt, duration === 'permanent' && state === 'ended' ? '30d' : duration);
    const liftedAt =
      state === 'lifted'
        ? iso(now - f.number.int({ min: 1 * MINUTE, max: Math.max(2 * MINUTE, ageMs - MINUTE) }))
        : null;
    bans.push({
      id: bans.length + 1,
      subject,
      subjectId,
      userId,
      // The male-user detection's bans give a reason of its list; the text is the moderator's note.
      reasonCode: origin === 'male-detect' ? 'maleAccount' : null,
      reason,
      origin,
      bannedBy: origin === 'system' ? 'system' : f.helpers.arrayElement(MODERATORS),
      bannedAt,
      endsAt,
      liftedAt,
      liftedBy: liftedAt ? f.helpers.arrayElement(MODERATORS) : null,
      liftReason: liftedAt ? f.helpers.arrayElement(LIFT_REASONS) : null,
    });
  };
  const lastAccount = (device: DeviceRow) =>
    [...device.accounts].sort((a, b) => b.lastSignInAt.localeCompare(a.lastSignInAt))[0]?.userId ?? null;

  const farm = devices[1];
  ban('device', farm.deviceId, lastAccount(farm), 'device-manage', DEVICE_REASONS[0], 'inForce', 'permanent');
  const tablet = devices[3];
  bans.push({
    id: bans.length + 1,
    subject: 'device',
    subjectId: tablet.deviceId,
    userId: lastAccount(tablet),
    reasonCode: null,
    reason: DEVICE_REASONS[2],
    origin: 'device-manage',
    bannedBy: 'moderator',
    bannedAt: iso(now - 20 * DAY),
    endsAt: iso(now + 10 * DAY),
    liftedAt: iso(now - 18 * DAY),
    liftedBy: 'admin',
    liftReason: LIFT_REASONS[1],
  });

  const stateOf = (): BanState =>
    f.helpers.weightedArrayElement([
      { value: 'inForce' as const, weight: 60 },
      { value: 'ended' as const, weight: 25 },
      { value: 'lifted' as const, weight: 15 },
    ]);

  // Device bans: mostly on shared devices, one ban per device, never on the fixed ones.
  const candidates = devices.slice(FIXED.length);
  const shared = candidates.filter((device) => device.accounts.length >= 3);
  const single = candidates.filter((device) => device.accounts.length < 3);
  const bannedDevices = [
    ...f.helpers.arrayElements(shared, Math.min(shared.length, 120)),
    ...f.helpers.arrayElements(single, DEVICE_BAN_COUNT - Math.min(shared.length, 120)),
  ];
  for (const device of bannedDevices) {
    const origin = f.helpers.weightedArrayElement([
      { value: 'device-manage' as const, weight: 80 },
      { value: 'system' as const, weight: 20 },
    ]);
    ban(
      'device',
      device.deviceId,
      lastAccount(device),
      origin,
      f.helpers.arrayElement(DEVICE_REASONS),
      stateOf(),
      f.helpers.arrayElement(BAN_DURATIONS),
    );
  }

  // Account bans: one per account, never on the fixed users (1000001-1000007) the other screens use.
  for (const userId of f.helpers.arrayElements(userIds.slice(10), ACCOUNT_BAN_COUNT)) {
    const origin = f.helpers.weightedArrayElement([
      { value: 'male-detect' as const, weight: 40 },
      { value: 'report' as const, weight: 35 },
      { value: 'system' as const, weight: 25 },
    ]);
    ban(
      'account',
      String(userId),
      userId,
      origin,
      f.helpers.arrayElement(ACCOUNT_REASONS[origin]),
      stateOf(),
      f.helpers.arrayElement(BAN_DURATIONS),
    );
  }

  return { devices, bans };
}

let generated: { now: number; seed: BansSeed } | undefined;

/**
 * A few thousand devices behind the seeded app users (most with one account, some shared by several: the
 * account farms), and a few hundred bans on devices and accounts, some ended or lifted. Deterministic: a
 * seeded faker and times relative to `now`.
 */
export function seedBans(now = seedInstant()): Record<string, Row[]> {
  if (generated?.now !== now) {
    generated = { now, seed: generate(now, seedAppUsers(now)[APP_USER_COLLECTIONS.users] as AppUserRow[]) };
  }
  const { devices, bans } = generated.seed;
  // Fresh rows each start (the database replaces rows, it never changes one in place, nor a device's
  // sign-ins); a shallow copy keeps the start fast.
  return {
    [DEVICES_COLLECTION]: devices.map((row) => ({ ...row })),
    [BANS_COLLECTION]: bans.map((row) => ({ ...row })),
  };
}
