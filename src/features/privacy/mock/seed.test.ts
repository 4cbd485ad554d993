import { maskPhone } from '../../../shared/privacy/mask';
import { PERSONAL_ENTITIES } from '../../../shared/privacy/reveal-api';
import { APP_USER_COLLECTIONS, seedAppUsers, type AppUserRow } from '../../app-users/mock/seed';
import { REVEAL_SCREENS, revealGrantsOf } from './grants';
import { PRIVACY_COLLECTIONS, seedPrivacy, type PhoneRow, type RevealRow } from './seed';

describe('privacy seed', () => {
  const now = Date.now();
  const seed = seedPrivacy(now);
  const phones = seed[PRIVACY_COLLECTIONS.phones] as PhoneRow[];
  const users = seedAppUsers(now)[APP_USER_COLLECTIONS.users] as AppUserRow[];

  it('gives every app user a phone row, the same at every start', () => {
    expect(phones.map((row) => row.id)).toEqual(users.map((user) => user.id));
    expect(seedPrivacy(now)[PRIVACY_COLLECTIONS.phones]).toEqual(phones);
  });

  it('has the fixed phones the tests use, and numbers with a country code the mask can split', () => {
    const byLogin = new Map(users.map((user) => [user.login, phones.find((row) => row.id === user.id)!.phone]));
    expect(byLogin.get('lina_wu')).toBe('+86 13812345678');
    expect(byLogin.get('fatima.h')).toBe('+966 501234567');
    expect(byLogin.get('momcare_official')).toBeNull();
    const numbers = phones.map((row) => row.phone).filter((phone): phone is string => phone !== null);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const phone of numbers) {
      expect(phone).toMatch(/^\+(86|966|44) \d{9,11}$/);
      expect(maskPhone(phone)).toMatch(/^\+\d+ \d{3}\*{4}\d{2,4}$/);
    }
  });

  it('starts the reveal log with a few past reveals, oldest last', () => {
    const reveals = seed[PRIVACY_COLLECTIONS.reveals] as RevealRow[];
    expect(reveals.length).toBeGreaterThan(0);
    for (const reveal of reveals) {
      expect(PERSONAL_ENTITIES).toContain(reveal.entity);
      expect(Date.parse(reveal.time)).toBeLessThan(now);
    }
  });
});

describe('reveal grants', () => {
  it('asks for the reveal entry of a screen that shows the record, any of them for an unknown record', () => {
    expect(revealGrantsOf('device')).toEqual(['/content-review/device-manage:reveal']);
    expect(revealGrantsOf('appUser')).toEqual(['/user-manage/user-list:reveal']);
    expect(revealGrantsOf('nonsense')).toEqual(
      PERSONAL_ENTITIES.flatMap((entity) => REVEAL_SCREENS[entity].map((screen) => `${screen}:reveal`)),
    );
  });
});
