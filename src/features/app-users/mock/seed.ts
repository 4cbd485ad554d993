import { fakerAR, fakerEN, fakerZH_CN } from '@faker-js/faker';
import type { Row } from '../../../mocks/row';
import { silenceEnd } from '../rules';
import type { AppealStatus, AppUser, FunctionType, Punishment, PunishmentKind, SilenceDuration } from '../types';
import type { CreatorLevel, UserType } from '../../../shared/types/app-user';
import { seedInstant } from '../../../mocks/seed-instant';

export const APP_USER_COLLECTIONS = {
  users: 'app-users',
  punishments: 'app-user-punishments',
  whitelist: 'app-user-whitelist',
  appeals: 'app-user-appeals',
  roles: 'app-user-roles',
} as const;

export type AppUserRow = Omit<AppUser, 'silenced'> & Row;
/** A punishment; a clear keeps what it cleared so an accepted appeal can put it back. */
export type PunishmentRow = Omit<Punishment, 'login'> & Row & { previousValue: string | null };
export interface WhitelistRow extends Row {
  userId: number;
  userType: UserType;
  functionType: FunctionType;
  addedAt: string;
  addedBy: string;
}
export interface AppealRow extends Row {
  punishmentId: number;
  userId: number;
  content: string;
  submittedAt: string;
  status: AppealStatus;
  handledBy: string | null;
  handledAt: string | null;
  rejectReason: string | null;
}
export interface AppUserRoleRow extends Row {
  name: string;
  description: string;
  createdAt: string;
}

export const FIRST_USER_ID = 1_000_001;
const USER_COUNT = 320;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ROLES: Array<[string, string]> = [
  ['Mother-to-be', 'Pregnant members; sees the pregnancy mode first'],
  ['New parent', 'Members with a baby under one year'],
  ['Trying to conceive', 'Members in the pregnancy-preparing mode'],
  ['Cycle tracker', 'Members using the menstrual mode'],
  ['Health professional', 'Verified doctors, midwives and nutritionists'],
  ['Community volunteer', 'Members who help moderate topics'],
];

/** Fixed users the demo and the tests can rely on; the rest come from a seeded faker. */
const FIXED: Array<Partial<AppUserRow> & { login: string; nickname: string }> = [
  {
    login: 'momcare_official',
    nickname: 'MomCare Official',
    userType: 'official',
    creatorLevel: 5,
    profile: 'The official account of the app. News, events and tips.',
  },
  {
    login: 'dr_sara_kol',
    nickname: 'Dr. Sara',
    userType: 'kol',
    creatorLevel: 5,
    profile: 'Obstetrician. Weekly live Q&A on pregnancy health.',
  },
  {
    login: 'spam_seller88',
    nickname: 'Best Deals 88',
    userType: 'general',
    creatorLevel: 0,
    profile: 'DM for cheap baby products!!! link in bio',
  },
  { login: 'lina_wu', nickname: '林娜', userType: 'general', creatorLevel: 2, profile: '备孕中，记录每天的小变化。' },
  {
    login: 'fatima.h',
    nickname: 'فاطمة حسن',
    userType: 'general',
    creatorLevel: 1,
    profile: 'أم لطفلين، أحب مشاركة الوصفات الصحية.',
  },
  { login: 'omar_k', nickname: 'Omar K', userType: 'general', creatorLevel: 0, profile: 'Buy followers here' },
  {
    login: 'yasmin.writes',
    nickname: 'Yasmin Writes',
    userType: 'whitelist',
    creatorLevel: 3,
    profile: 'Writer and mother of three.',
  },
];

const SILENCE_REASONS = [
  'Advertising links in comments',
  'Insulting other members',
  'Repeated spam posts',
  'Selling medicines without a licence',
  'Sharing private information of another member',
  'Medical misinformation',
];
const APPEAL_TEXTS = [
  'I only shared a link to a hospital page, it was not an advert.',
  'My account was used by someone else, I have changed my password.',
  'I apologise and will follow the community rules from now on.',
  'This was a misunderstanding, please review my comments again.',
  'My avatar is a photo of my baby, it does not break any rule.',
];
const AVATAR_COLOURS = ['#e5487e', '#7b61ff', '#13a8a8', '#fa8c16', '#52c41a', '#1677ff', '#eb2f96'];

function avatarFor(index: number): string {
  const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="${colour}"/><circle cx="32" cy="26" r="11" fill="#fff"/><rect x="14" y="42" width="36" height="18" rx="9" fill="#fff"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

interface AppUserSeed {
  users: AppUserRow[];
  punishments: PunishmentRow[];
  whitelist: WhitelistRow[];
  appeals: AppealRow[];
  roles: AppUserRoleRow[];
}

function generate(now: number): AppUserSeed {
  fakerEN.seed(2603);
  fakerZH_CN.seed(2603);
  fakerAR.seed(2603);
  const f = fakerEN;
  const roles: AppUserRoleRow[] = ROLES.map(([name, description], index) => ({
    id: index + 1,
    name,
    description,
    createdAt: iso(now - (400 - index * 30) * DAY),
  }));

  const logins = new Set<string>();
  const users: AppUserRow[] = [];
  for (let index = 0; index < USER_COUNT; index += 1) {
    const fixed = FIXED[index];
    const locale = index % 3 === 0 ? fakerAR : index % 3 === 1 ? fakerZH_CN : fakerEN;
    let login =
      fixed?.login ??
      f.internet
        .username()
        .toLowerCase()
        .replace(/[^a-z0-9_.]/g, '');
    while (logins.has(login)) login = `${login}${f.number.int({ min: 1, max: 99 })}`;
    logins.add(login);
    const creatorLevel = (fixed?.creatorLevel ??
      (f.datatype.boolean({ probability: 0.7 }) ? 0 : f.number.int({ min: 1, max: 5 }))) as CreatorLevel;
    const userType: UserType =
      fixed?.userType ??
      (index % 40 === 7 ? 'whitelist' : index % 53 === 11 ? 'kol' : index % 97 === 13 ? 'official' : 'general');
    const registeredAt = now - f.number.int({ min: 2, max: 900 }) * DAY - f.number.int({ min: 0, max: DAY });
    const followerBase = creatorLevel === 0 ? 200 : creatorLevel * 4000;
    users.push({
      id: FIRST_USER_ID + index,
      login,
      nickname: fixed?.nickname ?? locale.person.fullName(),
      avatar: f.datatype.boolean({ probability: 0.85 }) ? avatarFor(index) : '',
      profile: fixed?.profile ?? (f.datatype.boolean({ probability: 0.75 }) ? f.person.bio() : ''),
      userType,
      creatorLevel,
      registeredAt: iso(registeredAt),
      lastLoginAt: iso(now - f.number.int({ min: 0, max: Math.max(1, (now - registeredAt) / HOUR) }) * HOUR),
      followers: f.number.int({ min: 0, max: followerBase }),
      following: f.number.int({ min: 0, max: 600 }),
      posts: f.number.int({ min: 0, max: creatorLevel === 0 ? 40 : 400 }),
      likes: f.number.int({ min: 0, max: creatorLevel === 0 ? 2_000 : 90_000 }),
      roleId: index < FIXED.length || f.datatype.boolean({ probability: 0.8 }) ? (index % ROLES.length) + 1 : null,
    });
  }

  const whitelist: WhitelistRow[] = users
    .filter((user) => user.userType !== 'general')
    .map((user, index) => ({
      id: index + 1,
      userId: user.id,
      userType: user.userType,
      functionType: 'full',
      addedAt: iso(now - f.number.int({ min: 1, max: 300 }) * DAY),
      addedBy: index % 2 ? 'operator' : 'admin',
    }));

  const punishments: PunishmentRow[] = [];
  const punish = (
    user: AppUserRow,
    kind: PunishmentKind,
    startAt: number,
    options: { duration?: SilenceDuration; reason?: string; lifted?: boolean } = {},
  ) => {
    const duration = kind === 'silence' ? (options.duration ?? '24h') : null;
    const previousValue =
      kind === 'clear-avatar'
        ? user.avatar
        : kind === 'clear-name'
          ? user.nickname
          : kind === 'clear-profile'
            ? user.profile
            : null;
    if (kind === 'clear-avatar') user.avatar = '';
    if (kind === 'clear-name') user.nickname = `user${user.id}`;
    if (kind === 'clear-profile') user.profile = '';
    const row: PunishmentRow = {
      id: punishments.length + 1,
      userId: user.id,
      kind,
      duration,
      reason: options.reason ?? f.helpers.arrayElement(SILENCE_REASONS),
      startAt: iso(startAt),
      endAt: duration ? silenceEnd(iso(startAt), duration) : null,
      operator: f.helpers.arrayElement(['admin', 'moderator']),
      liftedAt: options.lifted ? iso(startAt + HOUR / 2) : null,
      liftedBy: options.lifted ? 'moderator' : null,
      liftedWhy: options.lifted ? 'unsilence' : null,
      previousValue,
    };
    punishments.push(row);
    return row;
  };

  const byLogin = (login: string) => users.find((user) => user.login === login)!;
  // The fixed cases: an active 7-day silence under appeal, a permanent one, an old expired one, a cleared name.
  const spam = punish(byLogin('spam_seller88'), 'silence', now - 2 * DAY, {
    duration: '7d',
    reason: SILENCE_REASONS[0],
  });
  punish(byLogin('spam_seller88'), 'silence', now - 60 * DAY, { duration: '24h', reason: SILENCE_REASONS[2] });
  const forever = punish(byLogin('omar_k'), 'silence', now - 10 * DAY, {
    duration: 'permanent',
    reason: SILENCE_REASONS[2],
  });
  const linaName = punish(byLogin('lina_wu'), 'clear-name', now - 3 * DAY, {
    reason: 'Nickname contains a phone number',
  });

  const durations: SilenceDuration[] = ['1h', '24h', '3d', '7d', '30d', 'permanent'];
  const pool = users.slice(FIXED.length);
  for (let n = 0; n < 60; n += 1) {
    const user = f.helpers.arrayElement(pool);
    const kind: PunishmentKind =
      n % 4 === 3 ? f.helpers.arrayElement(['clear-avatar', 'clear-name', 'clear-profile'] as const) : 'silence';
    if (kind === 'clear-avatar' && !user.avatar) continue;
    if (kind === 'clear-profile' && !user.profile) continue;
    const active = punishments.some(
      (p) =>
        p.userId === user.id &&
        p.kind === 'silence' &&
        !p.liftedAt &&
        (p.endAt === null || new Date(p.endAt).getTime() > now),
    );
    // Recent starts, so that a good share of the silences is still in force.
    const duration = f.helpers.arrayElement(durations);
    const startAt = now - f.number.int({ min: 5, max: n % 2 ? 24 * 40 : 24 * 3 }) * HOUR;
    if (kind === 'silence' && active) continue;
    punish(user, kind, startAt, { duration, lifted: kind === 'silence' && n % 9 === 0 });
  }

  const appeals: AppealRow[] = [];
  const appeal = (punishment: PunishmentRow, status: AppealStatus, content: string) => {
    const submittedAt = new Date(punishment.startAt).getTime() + 3 * HOUR;
    appeals.push({
      id: appeals.length + 1,
      punishmentId: punishment.id,
      userId: punishment.userId,
      content,
      submittedAt: iso(submittedAt),
      status,
      handledBy: status === 'pending' ? null : 'moderator',
      handledAt: status === 'pending' ? null : iso(submittedAt + 5 * HOUR),
      rejectReason: status === 'rejected' ? 'The links in your comments were advertisements.' : null,
    });
  };
  appeal(spam, 'pending', APPEAL_TEXTS[3]);
  appeal(forever, 'rejected', APPEAL_TEXTS[1]);
  appeal(linaName, 'pending', '我的昵称里只是生日数字，不是电话号码。');
  for (const punishment of punishments.slice(4)) {
    if (appeals.length >= 28) break;
    if (punishment.id % 2 === 0 && !punishment.liftedAt) continue;
    const inForce = !punishment.liftedAt && (punishment.endAt === null || new Date(punishment.endAt).getTime() > now);
    if (punishment.liftedAt) punishment.liftedWhy = 'appeal';
    appeal(
      punishment,
      punishment.liftedAt ? 'accepted' : inForce ? 'pending' : 'rejected',
      f.helpers.arrayElement(APPEAL_TEXTS),
    );
  }
  return { users, punishments, whitelist, appeals, roles };
}

let generated: { now: number; seed: AppUserSeed } | undefined;

/** The app-user collections, generated once for an instant (a few hundred users) and handed out as fresh copies. */
export function seedAppUsers(now = seedInstant()): Record<string, Row[]> {
  if (generated?.now !== now) generated = { now, seed: generate(now) };
  const copy = structuredClone(generated.seed);
  return {
    [APP_USER_COLLECTIONS.users]: copy.users,
    [APP_USER_COLLECTIONS.punishments]: copy.punishments,
    [APP_USER_COLLECTIONS.whitelist]: copy.whitelist,
    [APP_USER_COLLECTIONS.appeals]: copy.appeals,
    [APP_USER_COLLECTIONS.roles]: copy.roles,
  };
}
