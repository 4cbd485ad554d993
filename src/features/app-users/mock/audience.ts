import type { AppArea, AudienceUser, InstallChannel } from '../../../shared/audience/app-audience';
import type { AppMode } from '../../../shared/types/app-mode';
import type { AppUserRow } from './seed';

/** A number in 0..99 fixed by the user ID and what is being drawn (`salt`): the same user always draws the same. */
function draw(id: number, salt: number): number {
  let x = (id ^ Math.imul(salt, 0x9e3779b9)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return ((x ^ (x >>> 16)) >>> 0) % 100;
}

/** Picks by weights (percent, summing to 100). */
function pick<T>(value: number, weighted: ReadonlyArray<readonly [T, number]>): T {
  let left = value;
  for (const [item, weight] of weighted) {
    if (left < weight) return item;
    left -= weight;
  }
  return weighted[weighted.length - 1][0];
}

// The Gulf and Egypt first, then South-East Asia; China and the UK are small markets.
const AREA_WEIGHTS: ReadonlyArray<readonly [AppArea, number]> = [
  ['SA', 22],
  ['AE', 12],
  ['EG', 16],
  ['MA', 8],
  ['MY', 14],
  ['ID', 16],
  ['CN', 8],
  ['GB', 4],
];
const MODE_WEIGHTS: ReadonlyArray<readonly [AppMode, number]> = [
  ['period', 40],
  ['prePregnancy', 25],
  ['pregnancy', 35],
];
// Most users update within a release or two.
const VERSION_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['6.8.0', 8],
  ['6.9.0', 12],
  ['7.0.0', 20],
  ['7.1.0', 30],
  ['7.2.0', 30],
];
// No Google Play in China: its Android users install from phone makers' stores or the official site.
const CHANNEL_WEIGHTS: ReadonlyArray<readonly [InstallChannel, number]> = [
  ['appStore', 42],
  ['googlePlay', 50],
  ['huawei', 5],
  ['xiaomi', 3],
];
const CHINA_CHANNEL_WEIGHTS: ReadonlyArray<readonly [InstallChannel, number]> = [
  ['appStore', 30],
  ['huawei', 30],
  ['xiaomi', 25],
  ['official', 15],
];

/**
 * The app users as audiences count them: each keeps its ID, login, registration and last login, and is
 * given an area, a mode, an app version and an install channel drawn from its ID (deterministic, so the
 * same user is always counted the same way). Every audience (pushes, promotions, message promotions) is
 * counted over these.
 */
export function audienceUsers(users: readonly AppUserRow[]): AudienceUser[] {
  return users.map((user) => {
    const area = pick(draw(user.id, 1), AREA_WEIGHTS);
    return {
      id: String(user.id),
      login: user.login,
      area,
      mode: pick(draw(user.id, 2), MODE_WEIGHTS),
      version: pick(draw(user.id, 3), VERSION_WEIGHTS),
      channel: pick(draw(user.id, 4), area === 'CN' ? CHINA_CHANNEL_WEIGHTS : CHANNEL_WEIGHTS),
      registeredAt: user.registeredAt,
      lastLoginAt: user.lastLoginAt,
    };
  });
}

