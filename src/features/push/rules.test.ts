import { describe, expect, it } from 'vitest';
import { audienceUsers, APP_USER_COLLECTIONS, seedAppUsers, type AppUserRow } from '../app-users/mock';
import { seedPushes, PUSH_COLLECTIONS } from './mock/seed';
import {
  compareVersions,
  estimateAudience,
  pushChanges,
  pushMachine,
  pushProblems,
  pushStatusOf,
  targetingProblems,
} from './rules';
import type { PushInput } from './types';

const NOW = Date.parse('2026-06-01T08:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW + hours * HOUR).toISOString();

const valid = (): PushInput => ({
  texts: {
    ar: { title: 'عنوان', content: 'محتوى' },
    ms: { title: 'Tajuk', content: 'Kandungan' },
    ind: { title: 'Judul', content: 'Konten' },
  },
  image: null,
  target: '2000018',
  startAt: at(2),
  endAt: at(26),
  userGroup: 'active7d',
  designatedUsers: [],
  modes: [],
  areas: [],
  minVersion: null,
  maxVersion: null,
  forceUpdate: false,
});

const codes = (input: Partial<PushInput>, target: 'post' | 'helpArticle' | 'link' | 'none' = 'post') =>
  pushProblems(input, target, NOW).map((problem) => `${problem.field}:${problem.code}`);

describe('pushProblems', () => {
  it('accepts a complete push', () => {
    expect(codes(valid())).toEqual([]);
  });

  it('names each of Arabic, Malay and Indonesian when its title and content are both empty', () => {
    const input = valid();
    input.texts = { en: { title: 'Hello', content: 'World' } };
    expect(pushProblems(input, 'post', NOW)).toEqual([
      { field: 'texts.ar.title', code: 'languageEmpty', params: { language: 'ar' } },
      { field: 'texts.ms.title', code: 'languageEmpty', params: { language: 'ms' } },
      { field: 'texts.ind.title', code: 'languageEmpty', params: { language: 'ind' } },
    ]);
  });

  it('asks for both title and content in every language written', () => {
    const input = valid();
    input.texts = { ...input.texts, ms: { title: 'Tajuk', content: ' ' }, en: { title: '', content: 'Only content' } };
    expect(codes(input)).toEqual(['texts.en.title:titleMissing', 'texts.ms.content:contentMissing']);
  });

  it('limits lengths', () => {
    const input = valid();
    input.texts = { ...input.texts, ar: { title: 'ع'.repeat(51), content: 'م'.repeat(201) } };
    expect(codes(input)).toEqual(['texts.ar.title:titleTooLong', 'texts.ar.content:contentTooLong']);
  });

  it('checks the channel target', () => {
    expect(codes({ ...valid(), target: null })).toEqual(['target:postRequired']);
    expect(codes({ ...valid(), target: '12a' }, 'helpArticle')).toEqual(['target:idFormat']);
    expect(codes({ ...valid(), target: null }, 'helpArticle')).toEqual(['target:articleRequired']);
    expect(codes({ ...valid(), target: 'not a link' }, 'link')).toEqual(['target:link']);
    expect(codes({ ...valid(), target: '/activity/steps' }, 'link')).toEqual([]);
    expect(codes({ ...valid(), target: null }, 'none')).toEqual([]);
    expect(codes({ ...valid(), target: 'ftp://x.y' }, 'none')).toEqual(['target:link']);
  });

  it('wants a future window ending after its start and lasting at most 30 days', () => {
    expect(codes({ ...valid(), startAt: '' })).toEqual(['window:windowRequired']);
    expect(codes({ ...valid(), startAt: at(-1) })).toEqual(['window:startPast']);
    expect(codes({ ...valid(), endAt: at(2) })).toEqual(['window:endAfterStart']);
    expect(codes({ ...valid(), endAt: at(2 + 24 * 31) })).toEqual(['window:windowTooLong']);
  });
});

describe('targetingProblems', () => {
  it('checks designated users: present, seven digits, no repeats, at most 20,000', () => {
    const designated = (ids: string[]) =>
      targetingProblems({ ...valid(), userGroup: 'designated', designatedUsers: ids }).map((p) => p.code);
    expect(designated([])).toEqual(['designatedRequired']);
    expect(designated(['123'])).toEqual(['designatedFormat']);
    expect(designated(['1000001', '1000001'])).toEqual(['designatedRepeated']);
    const many = Array.from({ length: 20_001 }, (_, index) => String(1_000_000 + index));
    expect(designated(many)).toEqual(['designatedTooMany']);
    expect(designated(many.slice(0, 20_000))).toEqual([]);
  });

  it('checks versions and their order', () => {
    expect(targetingProblems({ ...valid(), minVersion: '7.1' }).map((p) => p.code)).toEqual(['version']);
    expect(targetingProblems({ ...valid(), minVersion: '7.2.0', maxVersion: '7.1.0' }).map((p) => p.code)).toEqual([
      'versionOrder',
    ]);
    expect(compareVersions('7.10.0', '7.9.0')).toBe(1);
    expect(compareVersions('6.9.0', '7.0.0')).toBe(-1);
  });
});

describe('the push state machine', () => {
  const life = (start: number, end: number, extra: Partial<{ disabledAt: string; deletedAt: string }> = {}) => ({
    startAt: at(start),
    endAt: at(end),
    disabledAt: extra.disabledAt ?? null,
    deletedAt: extra.deletedAt ?? null,
  });

  it('derives the status from the window, disabling and deleting', () => {
    expect(pushStatusOf(life(1, 5), NOW)).toBe('unpushed');
    expect(pushStatusOf(life(-1, 5), NOW)).toBe('pushing');
    expect(pushStatusOf(life(-5, -1), NOW)).toBe('pushed');
    expect(pushStatusOf(life(-1, 5, { disabledAt: at(0) }), NOW)).toBe('expired');
    expect(pushStatusOf(life(-5, -1, { deletedAt: at(0) }), NOW)).toBe('deleted');
  });

  it('allows edit and push now only before the push starts; nothing after deletion', () => {
    expect(pushMachine.actionsFrom('unpushed')).toEqual(['edit', 'send', 'disable', 'delete']);
    expect(pushMachine.actionsFrom('pushing')).toEqual(['disable']);
    expect(pushMachine.actionsFrom('pushed')).toEqual(['delete']);
    expect(pushMachine.actionsFrom('expired')).toEqual(['delete']);
    expect(pushMachine.actionsFrom('deleted')).toEqual([]);
  });
});

describe('estimateAudience', () => {
  const users = audienceUsers(seedAppUsers(NOW)[APP_USER_COLLECTIONS.users] as AppUserRow[]);
  const within = (hours: number) => (user: { lastLoginAt: string }) =>
    NOW - Date.parse(user.lastLoginAt) <= hours * HOUR;

  it('counts the group among the chosen areas, modes and versions, over the app users', () => {
    const everyone = estimateAudience(users, { ...valid(), userGroup: 'active30d' }, NOW);
    expect(everyone.reachable).toBe(320);
    expect(everyone.audience).toBe(users.filter(within(720)).length);
    const narrow = estimateAudience(
      users,
      { ...valid(), userGroup: 'active30d', areas: ['SA'], modes: ['pregnancy'] },
      NOW,
    );
    const expected = users.filter(
      (user) => user.area === 'SA' && user.mode === 'pregnancy' && within(720)(user),
    ).length;
    expect(narrow.audience).toBe(expected);
    expect(narrow.reachable).toBe(users.filter((user) => user.area === 'SA' && user.mode === 'pregnancy').length);
    expect(narrow.audience).toBeGreaterThan(0);
    expect(narrow.audience).toBeLessThan(everyone.audience);
    const justNow = estimateAudience(users, { ...valid(), userGroup: 'active24h' }, NOW);
    expect(justNow.audience).toBe(users.filter(within(24)).length);
    const fresh = estimateAudience(users, { ...valid(), userGroup: 'new24h' }, NOW);
    expect(fresh.audience).toBe(users.filter((user) => NOW - Date.parse(user.registeredAt) <= 24 * HOUR).length);
  });

  it('leaves out versions below the minimum unless force update prompts them to update', () => {
    const limited = estimateAudience(users, { ...valid(), minVersion: '7.1.0', maxVersion: '7.1.0' }, NOW);
    const only = users.filter((user) => user.version === '7.1.0' && within(168)(user)).length;
    expect(limited.audience).toBe(only);
    expect(limited.reachable).toBe(users.filter((user) => user.version === '7.1.0').length);
    const forced = estimateAudience(
      users,
      { ...valid(), minVersion: '7.1.0', maxVersion: '7.1.0', forceUpdate: true },
      NOW,
    );
    const upTo = users.filter((user) => compareVersions(user.version, '7.1.0') <= 0 && within(168)(user)).length;
    expect(forced.audience).toBe(upTo);
    expect(forced.audience).toBeGreaterThan(limited.audience);
  });

  it('counts the known designated users, one each', () => {
    const listed = (designatedUsers: string[]) =>
      estimateAudience(users, { ...valid(), userGroup: 'designated', designatedUsers }, NOW).audience;
    expect(listed(['1000001', '1000002'])).toBe(2);
    expect(listed(['1000001', '1000001', '9999999'])).toBe(1);
  });
});

describe('pushChanges', () => {
  it('lists what an edit changed, texts per language and designated users by count', () => {
    const before = valid();
    const after: PushInput = {
      ...before,
      texts: { ...before.texts, ms: { title: 'Tajuk baharu', content: 'Kandungan' } },
      userGroup: 'designated',
      designatedUsers: ['1000001', '1000002'],
      forceUpdate: true,
    };
    expect(pushChanges(before, after)).toEqual([
      { field: 'texts.ms.title', before: 'Tajuk', after: 'Tajuk baharu' },
      { field: 'userGroup', before: 'active7d', after: 'designated' },
      { field: 'designatedUsers', before: null, after: '2' },
      { field: 'forceUpdate', before: 'false', after: 'true' },
    ]);
    expect(pushChanges(before, before)).toEqual([]);
  });
});

describe('the seed', () => {
  it('has pushes in every status, each with its creation in the audit trail, and valid texts', () => {
    const now = Date.now();
    const seed = seedPushes(now);
    const pushes = seed[PUSH_COLLECTIONS.pushes] as unknown as Array<
      PushInput & { id: number; kind: string } & Parameters<typeof pushStatusOf>[0]
    >;
    const statuses = new Set(pushes.map((push) => pushStatusOf(push, now)));
    expect([...statuses].sort()).toEqual(['deleted', 'expired', 'pushed', 'pushing', 'unpushed']);
    const audit = seed[PUSH_COLLECTIONS.audit] as unknown as Array<{ pushId: number; action: string }>;
    for (const push of pushes) {
      expect(audit.filter((entry) => entry.pushId === push.id && entry.action === 'create')).toHaveLength(1);
      const textProblems = pushProblems(push, 'none', now - 1e12).filter((problem) =>
        problem.field.startsWith('texts'),
      );
      expect(textProblems).toEqual([]);
    }
    expect(seedPushes(now)).toEqual(seed);
  });
});
