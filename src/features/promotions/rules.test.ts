import { describe, expect, it } from 'vitest';
import { APP_USER_COLLECTIONS, audienceUsers, seedAppUsers, type AppUserRow } from '../app-users/mock';
import {
  compareVersions,
  estimateAudience,
  promotionMachine,
  promotionProblems,
  promotionStatus,
  splashClash,
} from './rules';
import type { PromotionInput } from './types';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const valid: PromotionInput = {
  kind: 'splash',
  name: 'Check-up week',
  language: 'en',
  caption: '',
  material: 'https://oss.example.com/a.png',
  duration: 5,
  startAt: '2026-03-11T00:00:00Z',
  endAt: '2026-03-15T00:00:00Z',
  perUserCount: 2,
  channel: 'googlePlay',
  minIos: '5.0.0',
  minAndroid: '5.2.0',
};
const codes = (input: Partial<PromotionInput>) => promotionProblems(input, NOW).map((p) => `${p.field}:${p.code}`);

describe('promotion rules', () => {
  it('accepts a complete promotion and names each broken rule', () => {
    expect(codes(valid)).toEqual([]);
    expect(codes({ ...valid, name: '  ', material: '', duration: 11, perUserCount: 0, minIos: '5.2' })).toEqual([
      'name:nameRequired',
      'material:materialRequired',
      'duration:duration',
      'perUserCount:perUserCount',
      'minIos:version',
    ]);
    expect(codes({ ...valid, endAt: valid.startAt })).toEqual(['window:endBeforeStart']);
    expect(codes({ ...valid, startAt: '2026-03-01T00:00:00Z', endAt: '2026-03-02T00:00:00Z' })).toEqual([
      'window:endPast',
    ]);
  });

  it('refuses a start before the current minute unless it is the saved start', () => {
    const running = { ...valid, startAt: '2026-03-09T00:00:00Z' };
    expect(codes(running)).toEqual(['window:startPast']);
    expect(promotionProblems(running, NOW, running.startAt)).toEqual([]);
    expect(codes({ ...valid, startAt: '2026-03-10T12:00:00Z' })).toEqual([]);
  });

  it('derives the status from the window and the disabling, and allows what the machine allows', () => {
    const row = { startAt: valid.startAt, endAt: valid.endAt, disabledAt: null };
    expect(promotionStatus(row, NOW)).toBe('upcoming');
    expect(promotionStatus(row, Date.parse('2026-03-12T00:00:00Z'))).toBe('promoting');
    expect(promotionStatus(row, Date.parse('2026-03-16T00:00:00Z'))).toBe('expired');
    expect(promotionStatus({ ...row, disabledAt: '2026-03-10T00:00:00Z' }, NOW)).toBe('terminated');
    expect(promotionStatus({ ...row, deletedAt: '2026-03-10T00:00:00Z' }, NOW)).toBe('deleted');
    expect(promotionMachine.can('delete', 'deleted')).toBe(false);
    expect(promotionMachine.can('delete', 'promoting')).toBe(false);
    expect(promotionMachine.can('disable', 'promoting')).toBe(true);
    expect(promotionMachine.can('edit', 'terminated')).toBe(false);
  });

  it('finds an overlapping splash on a shared channel, never a pop-up or another channel', () => {
    const other = {
      id: 7,
      kind: 'splash',
      channel: 'all' as const,
      startAt: '2026-03-14T00:00:00Z',
      endAt: '2026-03-20T00:00:00Z',
    };
    expect(splashClash(valid, [other])).toBe(other);
    expect(splashClash(valid, [{ ...other, channel: 'appStore' }])).toBeUndefined();
    expect(splashClash(valid, [{ ...other, kind: 'popup' }])).toBeUndefined();
    expect(splashClash({ ...valid, kind: 'popup' }, [other])).toBeUndefined();
    // Touching windows do not overlap.
    expect(splashClash(valid, [{ ...other, startAt: valid.endAt }])).toBeUndefined();
  });

  it('counts the audience over the app users active within 30 days, by channel and version', () => {
    expect(compareVersions('5.10.0', '5.9.9')).toBeGreaterThan(0);
    const now = Date.now();
    const users = audienceUsers(seedAppUsers(now)[APP_USER_COLLECTIONS.users] as AppUserRow[]);
    const active = users.filter((user) => now - Date.parse(user.lastLoginAt) <= 30 * 24 * 3_600_000);
    const atLeast = (version: string, minimum: string) => compareVersions(version, minimum) >= 0;
    const play = estimateAudience(users, { channel: 'googlePlay', minIos: '6.8.0', minAndroid: '7.1.0' }, now);
    const onPlay = active.filter((user) => user.channel === 'googlePlay' && atLeast(user.version, '7.1.0')).length;
    expect(play).toEqual({ audience: onPlay, ios: 0, android: onPlay });
    expect(play.audience).toBeGreaterThan(0);
    const all = estimateAudience(users, { channel: 'all', minIos: '6.8.0', minAndroid: '6.8.0' }, now);
    expect(all.audience).toBe(active.length);
    expect(all.ios).toBe(active.filter((user) => user.channel === 'appStore').length);
    expect(all.ios + all.android).toBe(active.length);
    expect(all.audience).toBeGreaterThan(play.audience);
    expect(estimateAudience(users, { channel: 'appStore', minIos: '9.0.0', minAndroid: '6.8.0' }, now).audience).toBe(
      0,
    );
  });
});
