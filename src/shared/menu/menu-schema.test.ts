import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeMenuTree } from './menu-schema';
import type { MenuEntry } from './menu-types';

const valid = (id: number | string, extra: Record<string, unknown> = {}) => ({
  id,
  name: { en: `Entry ${id}`, zh: `条目 ${id}` },
  uri: `/group/entry-${id}`,
  type: 2,
  sort: 1,
  ...extra,
});

const idsOf = (tree: MenuEntry[]): (string | number)[] => tree.flatMap((e) => [e.id, ...idsOf(e.childAuths ?? [])]);

describe('sanitizeMenuTree', () => {
  it('keeps a well-formed tree as it is', () => {
    const warn = vi.fn();
    const raw: Record<string, unknown>[] = [
      {
        ...valid(1, { type: 1, icon: 'AppstoreOutlined', remark: 'folder' }),
        childAuths: [valid(2), valid('3', { type: 3 })],
      },
      valid(4, { childAuths: null }),
    ];
    const result = sanitizeMenuTree(raw, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(result).toEqual(raw.map((e) => ({ ...e, childAuths: e.childAuths ?? undefined })));
  });

  const malformed: [string, unknown][] = [
    ['a missing id', { name: { en: 'x' }, uri: '/x', type: 2, sort: 0 }],
    ['an id that is neither number nor string', valid('x', { id: { nested: 1 } })],
    ['a uri not starting with /', valid('bad-uri', { uri: 'group/entry' })],
    ['a missing uri', valid('no-uri', { uri: undefined })],
    ['type 4', valid('type-4', { type: 4 })],
    ['type given as a string', valid('type-string', { type: '2' })],
    ['a name with no text', valid('no-text', { name: { en: '', zh: '   ' } })],
    ['a missing name', valid('no-name', { name: undefined })],
    ['childAuths that is not an array', valid('bad-children', { childAuths: { 0: valid(99) } })],
    ['a non-object (string)', 'not an entry'],
    ['a non-object (number)', 42],
    ['null', null],
  ];

  it.each(malformed)('drops %s with a warning while its siblings survive', (_label, bad) => {
    const warn = vi.fn();
    const result = sanitizeMenuTree([valid(1), bad, valid(2)], warn);
    expect(result.map((e) => e.id)).toEqual([1, 2]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/^\[menu\] dropped/);
  });

  it('drops a malformed child but keeps its parent and the other children', () => {
    const warn = vi.fn();
    const result = sanitizeMenuTree(
      [valid(1, { type: 1, childAuths: [valid(2), valid(3, { type: 4 }), valid(4)] })],
      warn,
    );
    expect(idsOf(result)).toEqual([1, 2, 4]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('drops the children of a dropped entry together with it', () => {
    const warn = vi.fn();
    const result = sanitizeMenuTree([valid(1, { uri: 'no-slash', childAuths: [valid(2)] }), valid(3)], warn);
    expect(idsOf(result)).toEqual([3]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('returns [] with a warning when the tree is not a list', () => {
    for (const raw of [null, undefined, {}, 'tree', 3]) {
      const warn = vi.fn();
      expect(sanitizeMenuTree(raw, warn)).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
    }
  });

  it('turns a sort that is not a finite number into 0 and drops icon/remark that are not strings', () => {
    const [a, b] = sanitizeMenuTree([valid(1, { sort: 'abc', icon: 5, remark: {} }), valid(2, { sort: '7' })], vi.fn());
    expect(a.sort).toBe(0);
    expect(a.icon).toBeUndefined();
    expect(a.remark).toBeUndefined();
    expect(b.sort).toBe(7);
  });

  it('does not throw on a sort that cannot be converted to a primitive (found by the property below)', () => {
    const raw = JSON.parse(
      '[{"id":0,"uri":"/","type":1,"name":{"en":"!"},"sort":{"toString":{}}},{"id":1,"uri":"/a","type":2,"name":{"en":"a"},"sort":[{"valueOf":1,"toString":2}]}]',
    ) as unknown;
    const result = sanitizeMenuTree(raw, vi.fn());
    expect(result.map((e) => [e.id, e.sort])).toEqual([
      [0, 0],
      [1, 0],
    ]);
  });

  it('warns through console.warn when no warn function is passed', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(sanitizeMenuTree([42])).toEqual([]);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  describe('properties', () => {
    /** Every entry the sanitizer lets through is well formed, at every depth. */
    const assertWellFormed = (tree: MenuEntry[]) => {
      for (const e of tree) {
        expect(['number', 'string']).toContain(typeof e.id);
        expect(typeof e.uri).toBe('string');
        expect(e.uri.startsWith('/')).toBe(true);
        expect([1, 2, 3]).toContain(e.type);
        expect(Number.isFinite(e.sort)).toBe(true);
        expect(Object.values(e.name).some((n) => typeof n === 'string' && n.trim() !== '')).toBe(true);
        if (e.childAuths !== undefined) {
          expect(Array.isArray(e.childAuths)).toBe(true);
          assertWellFormed(e.childAuths);
        }
      }
    };

    it('never throws on any input and always returns a list', () => {
      fc.assert(
        fc.property(fc.oneof(fc.anything(), fc.array(fc.anything()), fc.jsonValue()), (raw) => {
          const result = sanitizeMenuTree(raw, () => {});
          expect(Array.isArray(result)).toBe(true);
          assertWellFormed(result);
        }),
        { numRuns: 300 },
      );
    });

    /**
     * JSON values as JSON.parse makes them, including objects whose keys shadow Object.prototype
     * (valueOf, toString, toJSON, __proto__ as an own key) - all of which a server can send.
     */
    const trickyKeyArb = fc.oneof(
      fc.constantFrom('valueOf', 'toString', 'toJSON', '__proto__', 'constructor', 'hasOwnProperty', 'en', 'id'),
      fc.string({ maxLength: 4 }),
    );
    const { value: jsonishArb } = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthIdentifier: 'json', maxDepth: 3 },
        fc.constant(null),
        fc.boolean(),
        fc.integer(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.string({ maxLength: 6 }),
        fc.array(tie('value'), { maxLength: 3, depthIdentifier: 'json' }),
        fc
          .array(fc.tuple(trickyKeyArb, tie('value')), { maxLength: 3, depthIdentifier: 'json' })
          .map(
            (pairs) =>
              JSON.parse(
                `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`,
              ) as unknown,
          ),
      ),
    }));

    /** Entries that are almost right: each field is sometimes valid and sometimes any JSON value. */
    const fuzzyEntryArb = fc.letrec<{ tree: unknown[]; entry: Record<string, unknown> }>((tie) => ({
      tree: fc.array(fc.oneof({ arbitrary: tie('entry'), weight: 4 }, { arbitrary: jsonishArb, weight: 1 }), {
        maxLength: 4,
        depthIdentifier: 'menu',
      }),
      entry: fc.record(
        {
          id: fc.oneof(fc.integer(), fc.string(), jsonishArb),
          uri: fc.oneof(
            fc.string().map((s) => `/${s}`),
            fc.string(),
            jsonishArb,
          ),
          type: fc.oneof(fc.constantFrom(1, 2, 3), fc.integer({ min: -1, max: 5 }), jsonishArb),
          name: fc.oneof(fc.record({ en: fc.string(), zh: fc.string() }, { requiredKeys: [] }), jsonishArb),
          icon: fc.oneof(fc.string(), jsonishArb),
          remark: fc.oneof(fc.string(), jsonishArb),
          sort: fc.oneof(fc.integer(), fc.double(), jsonishArb),
          childAuths: fc.oneof(
            { depthIdentifier: 'menu', maxDepth: 3 },
            fc.constant(undefined),
            tie('tree'),
            jsonishArb,
          ),
        },
        { requiredKeys: [] },
      ),
    }));

    it('never throws on any JSON value', () => {
      fc.assert(
        fc.property(jsonishArb, (raw) => {
          expect(Array.isArray(sanitizeMenuTree(raw, () => {}))).toBe(true);
        }),
        { numRuns: 300 },
      );
    });

    it('never throws on almost-right trees, and keeps only well-formed entries', () => {
      fc.assert(
        fc.property(fuzzyEntryArb.tree, (raw) => {
          const warn = vi.fn();
          const result = sanitizeMenuTree(raw, warn);
          assertWellFormed(result);
          // Every top-level item is either kept or reported.
          expect(warn.mock.calls.length).toBeGreaterThanOrEqual(raw.length - result.length);
        }),
        { numRuns: 1000 },
      );
    });
  });
});
