import { silenceState } from '../rules';
import {
  APP_USER_COLLECTIONS as C,
  seedAppUsers,
  type AppealRow,
  type AppUserRow,
  type PunishmentRow,
  type WhitelistRow,
} from './seed';

describe('app-user seed', () => {
  const now = Date.now();
  const seed = seedAppUsers(now);
  const users = seed[C.users] as AppUserRow[];
  const punishments = seed[C.punishments] as PunishmentRow[];

  it('has a few hundred users with unique IDs and logins', () => {
    expect(users.length).toBeGreaterThanOrEqual(300);
    expect(new Set(users.map((u) => u.id)).size).toBe(users.length);
    expect(new Set(users.map((u) => u.login)).size).toBe(users.length);
    expect(users.every((u) => /^\d{7}$/.test(String(u.id)))).toBe(true);
  });

  it('is the same every time and hands out independent copies', () => {
    const again = seedAppUsers(now);
    expect(again).toEqual(seed);
    (again[C.users][0] as AppUserRow).nickname = 'changed';
    expect((seedAppUsers(now)[C.users][0] as AppUserRow).nickname).not.toBe('changed');
  });

  it('is generated again for another instant, its times moved with it', () => {
    const dayLater = now + 24 * 3_600_000;
    const later = seedAppUsers(dayLater)[C.users] as AppUserRow[];
    expect(Date.parse(later[0].registeredAt) - Date.parse(users[0].registeredAt)).toBe(24 * 3_600_000);
    expect(seedAppUsers(now)).toEqual(seed);
  });

  it('keeps every whitelist entry in line with its user type, and at most one silence in force per user', () => {
    for (const entry of seed[C.whitelist] as WhitelistRow[]) {
      expect(users.find((u) => u.id === entry.userId)?.userType).toBe(entry.userType);
    }
    const active = punishments.filter((p) => p.kind === 'silence' && silenceState(p, now) === 'active');
    expect(active.length).toBeGreaterThan(5);
    expect(new Set(active.map((p) => p.userId)).size).toBe(active.length);
  });

  it('has appeals in every state, each about an existing punishment', () => {
    const appeals = seed[C.appeals] as AppealRow[];
    expect(new Set(appeals.map((a) => a.status))).toEqual(new Set(['pending', 'accepted', 'rejected']));
    expect(appeals.every((a) => punishments.some((p) => p.id === a.punishmentId && p.userId === a.userId))).toBe(true);
  });
});
