import type { Row } from '../../../mocks/row';
import { COLLECTIONS } from '../../../mocks/collections';
import type { RevealRecord } from '../../../shared/privacy/reveal-api';
import { APP_USER_COLLECTIONS, FIRST_USER_ID, seedAppUsers } from '../../app-users/mock';
import { seedInstant } from '../../../mocks/seed-instant';

export const PRIVACY_COLLECTIONS = {
  phones: COLLECTIONS.appUserPhones,
  /** The audit: every reveal of a clear value, who asked, why and when. */
  reveals: 'privacy-reveals',
} as const;

export interface PhoneRow extends Row {
  /** `+<country code> <national number>`, or null. */
  phone: string | null;
}

export type RevealRow = RevealRecord & Row;

/** Phones the demo and the tests can rely on, by the user's index in the app-user seed. */
const FIXED_PHONES: Record<number, string | null> = {
  0: null, // momcare_official signed up with its e-mail address
  1: '+44 7700900123', // dr_sara_kol
  3: '+86 13812345678', // lina_wu
  4: '+966 501234567', // fatima.h
};

/** The country of a seeded user follows the locale the app-user seed gives her name in. */
const COUNTRIES = [
  { code: '+966', first: '5', length: 9 },
  { code: '+86', first: '13', length: 11 },
  { code: '+44', first: '7', length: 10 },
];

/** A number that looks real, from the user id alone (a seeded faker here would shift every later seed). */
function phoneFor(userId: number, index: number): string {
  const country = COUNTRIES[index % COUNTRIES.length];
  // A 32-bit linear congruential generator seeded by the id; its high bits make the digits.
  let state = Math.imul(userId, 0x9e3779b1) >>> 0;
  let digits = country.first;
  while (digits.length < country.length) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    digits += String((state >>> 16) % 10);
  }
  return `${country.code} ${digits}`;
}

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A few reveals of the past days, so the reveal log of the demo is not empty. */
function seedReveals(now: number): RevealRow[] {
  const reveals: Array<Omit<RevealRecord, 'id' | 'time'> & { minutesAgo: number }> = [
    {
      adminLogin: 'moderator',
      entity: 'device',
      entityId: 2,
      field: 'deviceId',
      kind: 'deviceId',
      reason: 'Checking the account farm against a report from the security team',
      minutesAgo: 3 * 24 * 60,
    },
    {
      adminLogin: 'admin',
      entity: 'appUser',
      entityId: FIRST_USER_ID + 4,
      field: 'phone',
      kind: 'phone',
      reason: 'تحقق من هوية المستخدمة بعد طلب استعادة الحساب',
      minutesAgo: 2 * 24 * 60 + 95,
    },
    {
      adminLogin: 'admin',
      entity: 'adminAccount',
      entityId: 3,
      field: 'email',
      kind: 'email',
      reason: 'Sending the new rota to the operator',
      minutesAgo: 26 * 60,
    },
    {
      adminLogin: 'moderator',
      entity: 'ban',
      entityId: 1,
      field: 'subjectId',
      kind: 'deviceId',
      reason: 'The user appealed and quoted her device ID',
      minutesAgo: 5 * 60,
    },
  ];
  return reveals.map(({ minutesAgo, ...reveal }, index) => ({
    ...reveal,
    id: index + 1,
    time: iso(now - minutesAgo * MINUTE),
  }));
}

/** The app users' phones and the audit of reveals. Deterministic: fixed values and the user ids. */
export function seedPrivacy(now = seedInstant()): Record<string, Row[]> {
  const users = seedAppUsers(now)[APP_USER_COLLECTIONS.users];
  const phones: PhoneRow[] = users.map((user, index) => ({
    id: user.id,
    phone: index in FIXED_PHONES ? FIXED_PHONES[index] : phoneFor(user.id, index),
  }));
  return { [PRIVACY_COLLECTIONS.phones]: phones, [PRIVACY_COLLECTIONS.reveals]: seedReveals(now) };
}
