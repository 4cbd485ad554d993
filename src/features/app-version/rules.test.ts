import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cacheKeyProblems,
  compareVersions,
  isVersion,
  noticeProblems,
  rangeProblems,
  rangesOverlap,
  settingsClash,
  valueProblem,
  versionSwitchProblems,
} from './rules';
import { noticeMachine } from './notice-status';
import { settingMachine } from './setting-status';

const version = fc
  .tuple(fc.nat({ max: 999 }), fc.nat({ max: 999 }), fc.nat({ max: 999 }))
  .map((parts) => parts.join('.'));

const NOTICE = {
  version: '5.2.0',
  minVersion: '4.0.0',
  maxVersion: '5.1.9',
  forceUpdate: false,
  translations: { en: { title: 'New version', content: 'Faster feed' } },
};

describe('versions', () => {
  it('accepts major.minor.patch only', () => {
    for (const ok of ['0.0.1', '5.2.0', '10.0.13', '999.999.999']) expect(isVersion(ok), ok).toBe(true);
    for (const bad of ['5.2', '5.2.0.1', 'v5.2.0', '05.2.0', '5.2.x', ' 5.2.0', '1000.0.0', '', null]) {
      expect(isVersion(bad), String(bad)).toBe(false);
    }
  });

  it('compares part by part as numbers', () => {
    expect(compareVersions('5.10.0', '5.9.3')).toBe(1);
    expect(compareVersions('4.99.99', '5.0.0')).toBe(-1);
    expect(compareVersions('5.2.0', '5.2.0')).toBe(0);
  });

  it('orders versions like their numeric tuples (property)', () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, b)).toBe(-compareVersions(b, a) || 0);
        const [x, y] = [a, b].map((v) => v.split('.').map(Number));
        const tuple = x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
        expect(compareVersions(a, b)).toBe(Math.sign(tuple));
      }),
    );
  });

  it('checks an optional range: each end a version, the minimum not above the maximum', () => {
    expect(rangeProblems(undefined, '')).toEqual([]);
    expect(rangeProblems('4.0.0', undefined)).toEqual([]);
    expect(rangeProblems('4.0', '5.0.0')).toEqual([{ field: 'minVersion', code: 'versionFormat' }]);
    expect(rangeProblems('5.0.1', '5.0.0')).toEqual([{ field: 'maxVersion', code: 'minAboveMax' }]);
    expect(rangeProblems('5.0.0', '5.0.0')).toEqual([]);
  });
});

describe('noticeProblems', () => {
  it('accepts a complete notice', () => {
    expect(noticeProblems(NOTICE)).toEqual([]);
  });

  it('needs every version, in the right format', () => {
    expect(noticeProblems({ ...NOTICE, version: '', minVersion: '4.0', maxVersion: undefined })).toEqual([
      { field: 'version', code: 'versionRequired' },
      { field: 'minVersion', code: 'versionFormat' },
      { field: 'maxVersion', code: 'versionRequired' },
    ]);
  });

  it('needs minimum <= maximum < the new version', () => {
    expect(noticeProblems({ ...NOTICE, minVersion: '5.1.0', maxVersion: '5.0.0' })).toEqual([
      { field: 'maxVersion', code: 'minAboveMax' },
    ]);
    expect(noticeProblems({ ...NOTICE, maxVersion: '5.2.0' })).toEqual([
      { field: 'maxVersion', code: 'maxNotBelowVersion' },
    ]);
    expect(noticeProblems({ ...NOTICE, minVersion: '5.1.9', maxVersion: '5.1.9' })).toEqual([]);
  });

  it('needs one language with both title and description', () => {
    expect(noticeProblems({ ...NOTICE, translations: { en: { title: 'New' }, ar: { content: 'وصف' } } })).toEqual([
      { field: 'translations', code: 'titleAndDescription' },
    ]);
    expect(noticeProblems({ ...NOTICE, translations: { ar: { title: 'تحديث', content: 'وصف' } } })).toEqual([]);
  });
});

describe('settings', () => {
  const CACHE = { key: 'home_feed', platform: 'all' as const, cacheVersion: 3, ttlSeconds: 600, enabled: true };

  it('checks a cache key', () => {
    expect(cacheKeyProblems(CACHE)).toEqual([]);
    expect(
      cacheKeyProblems({ ...CACHE, key: 'Home Feed', platform: 'web' as never, cacheVersion: 0, ttlSeconds: 1.5 }),
    ).toEqual([
      { field: 'key', code: 'keyFormat' },
      { field: 'platform', code: 'platform' },
      { field: 'cacheVersion', code: 'cacheVersion' },
      { field: 'ttlSeconds', code: 'ttl' },
    ]);
    expect(cacheKeyProblems({ ...CACHE, description: 'x'.repeat(201) })).toEqual([
      { field: 'description', code: 'descriptionTooLong' },
    ]);
  });

  it('checks that a value reads as its type', () => {
    expect(valueProblem('boolean', 'true')).toBeNull();
    expect(valueProblem('boolean', 'yes')).toBe('valueBoolean');
    expect(valueProblem('number', '12.5')).toBeNull();
    expect(valueProblem('number', '')).toBe('valueNumber');
    expect(valueProblem('number', 'abc')).toBe('valueNumber');
    expect(valueProblem('json', '{"a":1}')).toBeNull();
    expect(valueProblem('json', '{a:1}')).toBe('valueJson');
    expect(valueProblem('string', '')).toBeNull();
    expect(valueProblem('string', 'x'.repeat(2001))).toBe('valueTooLong');
    expect(valueProblem('date', '1')).toBe('valueType');
    expect(
      versionSwitchProblems({
        key: 'ai_assistant',
        platform: 'ios',
        valueType: 'boolean',
        value: '1',
        maxVersion: '5.0',
      }),
    ).toEqual([
      { field: 'maxVersion', code: 'versionFormat' },
      { field: 'value', code: 'valueBoolean' },
    ]);
  });

  it('finds settings with one key that would both reach some app', () => {
    const base = { key: 'k', platform: 'ios' as const, minVersion: '5.0.0', maxVersion: '5.9.9' };
    expect(settingsClash(base, { ...base, platform: 'android' })).toBe(false);
    expect(settingsClash(base, { ...base, platform: 'all', minVersion: undefined, maxVersion: undefined })).toBe(true);
    expect(settingsClash(base, { ...base, minVersion: '6.0.0', maxVersion: undefined })).toBe(false);
    expect(settingsClash(base, { ...base, minVersion: '5.9.9', maxVersion: undefined })).toBe(true);
    expect(settingsClash(base, { ...base, key: 'other' })).toBe(false);
  });

  it('says two ranges overlap exactly when some version lies in both (property)', () => {
    const range = fc.record({
      minVersion: fc.option(version, { nil: undefined }),
      maxVersion: fc.option(version, { nil: undefined }),
    });
    fc.assert(
      fc.property(range, range, (a, b) => {
        const inside = (v: string, r: typeof a) =>
          (!r.minVersion || compareVersions(r.minVersion, v) <= 0) &&
          (!r.maxVersion || compareVersions(v, r.maxVersion) <= 0);
        const candidates = ['0.0.0', '999.999.999', a.minVersion, a.maxVersion, b.minVersion, b.maxVersion].filter(
          (v): v is string => !!v,
        );
        const empty = (r: typeof a) =>
          !!r.minVersion && !!r.maxVersion && compareVersions(r.minVersion, r.maxVersion) > 0;
        fc.pre(!empty(a) && !empty(b));
        expect(rangesOverlap(a, b)).toBe(candidates.some((v) => inside(v, a) && inside(v, b)));
      }),
    );
  });
});

describe('state machines', () => {
  it('lets a notice be edited and published only while unpublished, and deleted in either state', () => {
    expect(noticeMachine.actionsFrom('unpublished')).toEqual(['edit', 'publish', 'delete']);
    expect(noticeMachine.actionsFrom('published')).toEqual(['delete']);
    expect(noticeMachine.step('publish', 'unpublished')).toEqual({ allowed: true, to: 'published' });
  });

  it('enables only what is disabled and disables only what is enabled', () => {
    expect(settingMachine.actionsFrom('enabled')).toEqual(['disable']);
    expect(settingMachine.actionsFrom('disabled')).toEqual(['enable']);
  });
});
