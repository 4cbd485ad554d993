import type { AppMode } from '../types/app-mode';

/**
 * Who the app's users are as targeting sees them, and the one way audiences are counted: pushes,
 * promotions and message promotions all count the same users (the mock derives them from its app users),
 * so their figures agree with each other and with the users a designated list is checked against.
 */

/** The app's markets (ISO country codes). */
export const APP_AREAS = ['SA', 'AE', 'EG', 'MA', 'MY', 'ID', 'CN', 'GB'] as const;
export type AppArea = (typeof APP_AREAS)[number];

/** App versions in use, lowest first. */
export const APP_VERSIONS = ['6.8.0', '6.9.0', '7.0.0', '7.1.0', '7.2.0'] as const;

/** Where the app was installed from, and the platform that store is on. */
export const INSTALL_CHANNELS = ['appStore', 'googlePlay', 'huawei', 'xiaomi', 'official'] as const;
export type InstallChannel = (typeof INSTALL_CHANNELS)[number];
export const INSTALL_PLATFORM: Record<InstallChannel, 'ios' | 'android'> = {
  appStore: 'ios',
  googlePlay: 'android',
  huawei: 'android',
  xiaomi: 'android',
  official: 'android',
};

/** Active within 24 hours, 3, 7, 30 days (last login); new within 24 hours (registration). */
type ActivityGroup = 'active24h' | 'active3d' | 'active7d' | 'active30d' | 'new24h';
export const ACTIVE_HOURS = { active24h: 24, active3d: 72, active7d: 168, active30d: 720 } as const;
const HOUR = 3_600_000;

/** An app user with what targeting needs. */
export interface AudienceUser {
  /** The user ID (seven digits), as designated pushes list it. */
  id: string;
  /** The login, as message promotions list it (compared without case). */
  login: string;
  area: AppArea;
  mode: AppMode;
  version: string;
  channel: InstallChannel;
  registeredAt: string;
  lastLoginAt: string;
}

/** -1, 0 or 1 for `major.minor.patch` versions. */
export function compareAppVersions(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    if ((x[index] ?? 0) !== (y[index] ?? 0)) return (x[index] ?? 0) < (y[index] ?? 0) ? -1 : 1;
  }
  return 0;
}

/** Whether the user is in the activity group at `now`. */
function inActivityGroup(
  user: { registeredAt: string; lastLoginAt: string },
  group: ActivityGroup,
  now: number,
): boolean {
  if (group === 'new24h') return now - Date.parse(user.registeredAt) <= 24 * HOUR;
  return now - Date.parse(user.lastLoginAt) <= ACTIVE_HOURS[group] * HOUR;
}

/** What an audience is narrowed by; an empty or missing filter lets everyone through. */
export interface AudienceFilter {
  areas?: readonly string[];
  modes?: readonly string[];
  channels?: readonly InstallChannel[];
  /** Whether users on this version are reached. */
  version?: (version: string, user: AudienceUser) => boolean;
  group?: ActivityGroup;
}

/** The users the filter reaches at `now`. */
export function usersMatching(
  users: readonly AudienceUser[],
  filter: AudienceFilter,
  now: number,
): AudienceUser[] {
  const { areas = [], modes = [], channels = [], version, group } = filter;
  return users.filter(
    (user) =>
      (areas.length === 0 || areas.includes(user.area)) &&
      (modes.length === 0 || modes.includes(user.mode)) &&
      (channels.length === 0 || channels.includes(user.channel)) &&
      (!version || version(user.version, user)) &&
      (!group || inActivityGroup(user, group, now)),
  );
}

/**
 * A designated list's audience: the known users in it, each once. `by` says what the list holds (user
 * IDs, or logins compared without case).
 */
export function listedUsers(users: readonly AudienceUser[], listed: Iterable<string>, by: 'id' | 'login'): number {
  const wanted = new Set(Array.from(listed, (entry) => (by === 'login' ? entry.toLowerCase() : entry)));
  return users.filter((user) => wanted.has(by === 'login' ? user.login.toLowerCase() : user.id)).length;
}
