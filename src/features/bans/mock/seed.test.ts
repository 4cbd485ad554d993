import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_USER_ID } from '../../app-users/mock/seed';
import { banState } from '../rules';
import { PAGE_LANGUAGES as DEVICE_LANGUAGES } from '../../../shared/i18n/page-languages';
import type { BanRow } from './ban-store';
import { DEVICES_COLLECTION, FIXED_DEVICES, seedBans, type DeviceRow } from './seed';

afterEach(() => vi.unstubAllGlobals());

describe('the devices and bans seed', () => {
  const now = Date.now();
  const seed = seedBans(now);
  const devices = seed[DEVICES_COLLECTION] as DeviceRow[];
  const bans = seed.bans as BanRow[];

  it('has a few thousand devices in every page language, behind the seeded app users', () => {
    expect(devices.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(devices.map((device) => device.deviceId)).size).toBe(devices.length);
    for (const language of DEVICE_LANGUAGES) {
      expect(devices.filter((device) => device.language === language).length).toBeGreaterThan(900);
    }
    const userIds = devices.flatMap((device) => device.accounts.map((account) => account.userId));
    expect(userIds.every((id) => id >= FIRST_USER_ID && id < FIRST_USER_ID + 320)).toBe(true);
    expect(devices.filter((device) => device.accounts.length >= 3).length).toBeGreaterThan(100);
  });

  it('has a few hundred bans, at most one in force on anything, some ended or lifted', () => {
    expect(bans.length).toBeGreaterThan(250);
    const states = bans.map((ban) => banState(ban, now));
    expect(states.filter((state) => state === 'ended').length).toBeGreaterThan(20);
    expect(states.filter((state) => state === 'lifted').length).toBeGreaterThan(20);
    const inForce = bans.filter((ban) => banState(ban, now) === 'inForce');
    const subjects = inForce.map((ban) => `${ban.subject}:${ban.subjectId}`);
    expect(new Set(subjects).size).toBe(subjects.length);
    const deviceIds = new Set(devices.map((device) => device.deviceId));
    expect(bans.filter((ban) => ban.subject === 'device').every((ban) => deviceIds.has(ban.subjectId))).toBe(true);
    expect(bans.some((ban) => ban.subject === 'account' && ban.origin === 'male-detect')).toBe(true);
  });

  it('keeps the fixed devices the demo and tests rely on', () => {
    const farm = devices.find((device) => device.deviceId === FIXED_DEVICES.accountFarm)!;
    expect(farm.accounts).toHaveLength(5);
    const farmBans = bans.filter((ban) => ban.subjectId === farm.deviceId);
    expect(farmBans.map((ban) => banState(ban, now))).toEqual(['inForce']);
    const phone = devices.find((device) => device.deviceId === FIXED_DEVICES.arabicPhone)!;
    expect(phone.language).toBe('ar');
    expect(bans.some((ban) => ban.subjectId === phone.deviceId)).toBe(false);
    const tablet = bans.filter((ban) => ban.subjectId === FIXED_DEVICES.familyTablet);
    expect(tablet.map((ban) => banState(ban, now))).toEqual(['lifted']);
  });
});
