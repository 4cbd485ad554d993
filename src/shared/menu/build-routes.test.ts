import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HOME_ENTRY,
  actionUris,
  buildRoutes,
  findEntry,
  navigationTree,
  normalizeTree,
  permittedTree,
  urisWithoutScreen,
  withHome,
} from './build-routes';
import { MENU_TYPE, type MenuEntry, type MenuName, type MenuType } from './menu-types';

// ---------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------

const name = (en: string): MenuName => ({ en, zh: `${en}-zh` });

function entry(id: number | string, uri: string, type: MenuType, sort: number, childAuths?: MenuEntry[]): MenuEntry {
  return { id, uri, type, sort, name: name(String(id)), ...(childAuths ? { childAuths } : {}) };
}

/** Pre-order walk, each entry with the uris of its ancestors (outermost first). */
function walk(tree: MenuEntry[], parents: string[] = []): { entry: MenuEntry; parents: string[] }[] {
  return tree.flatMap((e) => [{ entry: e, parents }, ...walk(e.childAuths ?? [], [...parents, e.uri])]);
}

const flatten = (tree: MenuEntry[]) => walk(tree).map(({ entry: e }) => e);
const idsOf = (tree: MenuEntry[]) => flatten(tree).map((e) => String(e.id));

/** Every sibling list in the tree, the top level included. */
function siblingLists(tree: MenuEntry[]): MenuEntry[][] {
  return [tree, ...tree.flatMap((e) => siblingLists(e.childAuths ?? []))];
}

/** id -> parent id (null for the top level). */
function parentMap(tree: MenuEntry[], parent: string | null = null, map = new Map<string, string | null>()) {
  for (const e of tree) {
    map.set(String(e.id), parent);
    parentMap(e.childAuths ?? [], String(e.id), map);
  }
  return map;
}

// ---------------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------------

/** A small pool so uris repeat across the tree; some will have screens, some not. */
const URI_POOL = [
  '/version-manage',
  '/version-manage/uploadImgFile',
  '/version-manage/local-cache',
  '/version-manage/ios',
  '/posts-manage',
  '/posts-manage/new-post',
  '/posts-manage/new-post/delete',
  '/user-manage/user-list',
  '/permissions-manage/menu',
] as const;

const uriArb = fc.oneof(
  { arbitrary: fc.constantFrom(...URI_POOL), weight: 4 },
  { arbitrary: fc.string({ maxLength: 8 }).map((s) => `/${s}`), weight: 1 },
);

const nameArb: fc.Arbitrary<MenuName> = fc.record(
  {
    zh: fc.string({ maxLength: 5 }),
    en: fc.string({ maxLength: 5 }),
    ar: fc.string({ maxLength: 5 }),
    fr: fc.string({ maxLength: 5 }),
  },
  { requiredKeys: [] },
);

const sortArb = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -20_000, max: 20_000 }), fc.integer());

function entryArb(children: fc.Arbitrary<MenuEntry[]>): fc.Arbitrary<MenuEntry> {
  return fc.record(
    {
      id: fc.oneof(fc.integer({ min: -50, max: 1_000_000 }), fc.string({ maxLength: 6 })),
      uri: uriArb,
      type: fc.constantFrom<MenuType>(MENU_TYPE.folder, MENU_TYPE.screen, MENU_TYPE.action),
      sort: sortArb,
      name: nameArb,
      icon: fc.constantFrom('AppstoreOutlined', 'TagsOutlined'),
      remark: fc.string({ maxLength: 4 }),
      // Missing, [] or a non-empty list.
      childAuths: children,
    },
    { requiredKeys: ['id', 'uri', 'type', 'sort', 'name'] },
  );
}

type Levels = {
  forest: MenuEntry[];
  level1: MenuEntry;
  level2: MenuEntry;
  level3: MenuEntry;
  level4: MenuEntry;
};

/** Menu trees of depth up to 4. */
const { forest: rawForestArb } = fc.letrec<Levels>((tie) => ({
  forest: fc.array(tie('level1'), { maxLength: 5 }),
  level1: entryArb(fc.array(tie('level2'), { maxLength: 4 })),
  level2: entryArb(fc.array(tie('level3'), { maxLength: 3 })),
  level3: entryArb(fc.array(tie('level4'), { maxLength: 3 })),
  level4: entryArb(fc.constant([])),
}));

/** Makes the ids unique (as permittedTree compares them: by their string form) without losing their randomness. */
function withUniqueIds(tree: MenuEntry[]): MenuEntry[] {
  const seen = new Set<string>();
  let counter = 0;
  const visit = (entries: MenuEntry[]): MenuEntry[] =>
    entries.map((e) => {
      let id: MenuEntry['id'] = e.id;
      while (seen.has(String(id))) id = `${String(e.id)}#${counter++}`;
      seen.add(String(id));
      return { ...e, id, ...(e.childAuths ? { childAuths: visit(e.childAuths) } : {}) };
    });
  return visit(tree);
}

const treeArb = rawForestArb.map(withUniqueIds);

/** Which uris have a screen: a random part of the pool (random uris outside the pool never do). */
const screensArb = fc.subarray([...URI_POOL]).map((uris) => new Set<string>(uris));

const treeAndScreensArb = fc.tuple(treeArb, screensArb);

/** A tree with a random set of granted ids (some of its own, sometimes ids it does not have). */
const treeAndGrantsArb = treeArb.chain((tree) =>
  fc
    .tuple(fc.constant(tree), fc.subarray(idsOf(tree)), fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 }))
    .map(([t, own, foreign]) => ({ tree: t, granted: new Set([...own, ...foreign]) })),
);

// ---------------------------------------------------------------------------------------------------
// Examples
// ---------------------------------------------------------------------------------------------------

describe('buildRoutes (examples)', () => {
  const tree: MenuEntry[] = [
    entry(1, '/version-manage', MENU_TYPE.folder, 5, [
      entry(2, '/version-manage/uploadImgFile', MENU_TYPE.screen, 2, [
        entry(3, '/version-manage/uploadImgFile/delete', MENU_TYPE.action, 0),
      ]),
      entry(4, '/version-manage/local-cache', MENU_TYPE.screen, 1, []),
    ]),
    entry(5, '/posts-manage/new-post', MENU_TYPE.screen, 3),
  ];
  const screens = new Set([
    '/version-manage/uploadImgFile',
    '/version-manage/uploadImgFile/delete',
    '/posts-manage/new-post',
  ]);

  it('turns the entries with a screen into routes, in menu order, with their parents', () => {
    expect(buildRoutes(tree, (uri) => screens.has(uri))).toEqual([
      { path: '/version-manage/uploadImgFile', menuId: 2, name: name('2'), parents: ['/version-manage'] },
      { path: '/posts-manage/new-post', menuId: 5, name: name('5'), parents: [] },
    ]);
  });

  it('never turns an action entry into a route, even when a screen exists for its uri', () => {
    const paths = buildRoutes(tree, () => true).map((route) => route.path);
    expect(paths).not.toContain('/version-manage/uploadImgFile/delete');
    expect(paths).toEqual([
      '/version-manage',
      '/version-manage/uploadImgFile',
      '/version-manage/local-cache',
      '/posts-manage/new-post',
    ]);
  });

  it('keeps the first of two entries with the same uri', () => {
    const dup: MenuEntry[] = [
      entry('a', '/folder', MENU_TYPE.folder, 0, [entry('b', '/x', MENU_TYPE.screen, 0)]),
      entry('c', '/x', MENU_TYPE.screen, 0),
    ];
    expect(buildRoutes(dup, (uri) => uri === '/x')).toEqual([
      { path: '/x', menuId: 'b', name: name('b'), parents: ['/folder'] },
    ]);
  });

  it('lets a screen entry take a uri that an earlier action entry already used', () => {
    const dup: MenuEntry[] = [entry('act', '/x', MENU_TYPE.action, 0), entry('scr', '/x', MENU_TYPE.screen, 0)];
    expect(buildRoutes(dup, () => true).map((route) => route.menuId)).toEqual(['scr']);
  });

  it('returns no routes for an empty tree', () => {
    expect(buildRoutes([], () => true)).toEqual([]);
  });
});

describe('normalizeTree / withHome / permittedTree / navigationTree / actionUris (examples)', () => {
  it('sorts siblings by sort, largest first, at every level, and removes empty childAuths', () => {
    const tree = [
      entry('low', '/low', MENU_TYPE.folder, -1, []),
      entry('high', '/high', MENU_TYPE.folder, 7, [
        entry('c1', '/c1', MENU_TYPE.screen, 1),
        entry('c2', '/c2', MENU_TYPE.screen, 9),
      ]),
    ];
    const normalized = normalizeTree(tree);
    expect(normalized.map((e) => e.id)).toEqual(['high', 'low']);
    expect(normalized[0].childAuths?.map((e) => e.id)).toEqual(['c2', 'c1']);
    expect(normalized[1]).not.toHaveProperty('childAuths');
  });

  it('keeps the order of siblings with equal sort values', () => {
    const tree = [entry('a', '/a', 2, 1), entry('b', '/b', 2, 1), entry('c', '/c', 2, 1)];
    expect(normalizeTree(tree).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  it('does not change the tree it is given', () => {
    const tree = [entry('a', '/a', 1, 0, [entry('b', '/b', 2, 1), entry('c', '/c', 2, 2)]), entry('d', '/d', 2, 5, [])];
    const copy = structuredClone(tree);
    normalizeTree(tree);
    expect(tree).toEqual(copy);
  });

  it('puts home first and replaces a home entry the server sent', () => {
    const serverHome = entry('server-home', '/', MENU_TYPE.screen, 1);
    const result = withHome([entry('a', '/a', 2, 1), serverHome]);
    expect(result.map((e) => e.id)).toEqual(['home', 'a']);
    expect(result[0]).toEqual({
      id: 'home',
      uri: '/',
      type: 2,
      icon: 'HomeOutlined',
      sort: 10000,
      name: { zh: '首页', en: 'Home', ar: 'الرئيسية', fr: 'Accueil' },
    });
  });

  it('keeps a folder when only something below it is granted', () => {
    const tree = [
      entry(1, '/folder', MENU_TYPE.folder, 0, [entry(2, '/folder/a', 2, 0), entry(3, '/folder/b', 2, 0)]),
      entry(4, '/other', MENU_TYPE.folder, 0, [entry(5, '/other/x', 2, 0)]),
    ];
    const result = permittedTree(tree, new Set(['3']));
    expect(idsOf(result)).toEqual(['1', '3']);
  });

  it('compares ids by their string form', () => {
    expect(idsOf(permittedTree([entry(7, '/a', 2, 0), entry('8', '/b', 2, 0)], new Set(['7', '8'])))).toEqual([
      '7',
      '8',
    ]);
  });

  it('drops action entries from the navigation tree and empty childAuths with them', () => {
    const tree = [entry(1, '/f', 1, 0, [entry(2, '/f/del', MENU_TYPE.action, 0)]), entry(3, '/s', 2, 0)];
    const nav = navigationTree(tree);
    expect(nav).toEqual([{ id: 1, uri: '/f', type: 1, sort: 0, name: name('1') }, entry(3, '/s', 2, 0)]);
  });

  it('lists the uris of the action entries at any depth', () => {
    const tree = [
      entry(1, '/f', 1, 0, [entry(2, '/f/s', 2, 0, [entry(3, '/f/s/delete', 3, 0), entry(4, '/f/s/edit', 3, 0)])]),
      entry(5, '/top-action', 3, 0),
    ];
    expect(actionUris(tree)).toEqual(['/f/s/delete', '/f/s/edit', '/top-action']);
  });

  it('finds entries by uri and lists screen uris that have no screen module', () => {
    const tree = [entry(1, '/f', 1, 0, [entry(2, '/f/a', 2, 0), entry(3, '/f/b', 2, 0)])];
    expect(findEntry(tree, '/f/b')?.id).toBe(3);
    expect(findEntry(tree, '/nope')).toBeUndefined();
    expect(urisWithoutScreen(tree, (uri) => uri === '/f/a')).toEqual(['/f/b']);
  });

  it('builds the routes an admin gets from the whole pipeline, home included', () => {
    const full = [
      entry(10, '/version-manage', 1, 1, [
        entry(11, '/version-manage/uploadImgFile', 2, 0),
        entry(12, '/version-manage/ios', 2, 5),
      ]),
      entry(20, '/posts-manage', 1, 3, [
        entry(21, '/posts-manage/new-post', 2, 0, [entry(22, '/posts-manage/new-post/delete', 3, 0)]),
      ]),
    ];
    const tree = normalizeTree(withHome(permittedTree(full, new Set(['11', '12', '21', '22']))));
    const menus = navigationTree(tree);
    const routes = buildRoutes(
      menus,
      (uri) => uri === '/' || uri.startsWith('/version-manage/') || uri === '/posts-manage/new-post',
    );
    expect(routes.map((route) => route.path)).toEqual([
      '/',
      '/posts-manage/new-post',
      '/version-manage/ios',
      '/version-manage/uploadImgFile',
    ]);
    expect(routes[1].parents).toEqual(['/posts-manage']);
    expect(actionUris(tree)).toEqual(['/posts-manage/new-post/delete']);
  });
});

// ---------------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------------

describe('menu tree properties', () => {
  it('buildRoutes never throws, on raw trees or through the whole pipeline', () => {
    fc.assert(
      fc.property(treeAndGrantsArb, screensArb, ({ tree, granted }, screens) => {
        const hasScreen = (uri: string) => screens.has(uri);
        buildRoutes(tree, hasScreen);
        const normalized = normalizeTree(withHome(permittedTree(tree, granted)));
        buildRoutes(navigationTree(normalized), hasScreen);
        buildRoutes(normalized, hasScreen);
      }),
    );
  });

  it('only uris with a screen become routes, never action entries, and every such entry is served', () => {
    fc.assert(
      fc.property(treeAndScreensArb, ([tree, screens]) => {
        const hasScreen = (uri: string) => screens.has(uri);
        const routes = buildRoutes(tree, hasScreen);
        const byId = new Map(flatten(tree).map((e) => [String(e.id), e]));
        for (const route of routes) {
          expect(hasScreen(route.path)).toBe(true);
          const source = byId.get(String(route.menuId));
          expect(source).toBeDefined();
          expect(source?.type).not.toBe(MENU_TYPE.action);
          expect(source?.uri).toBe(route.path);
          expect(route.name).toBe(source?.name);
        }
        const expectedPaths = new Set(
          flatten(tree)
            .filter((e) => e.type !== MENU_TYPE.action && hasScreen(e.uri))
            .map((e) => e.uri),
        );
        expect(new Set(routes.map((route) => route.path))).toEqual(expectedPaths);
      }),
    );
  });

  it('every route path is unique', () => {
    fc.assert(
      fc.property(treeAndScreensArb, ([tree, screens]) => {
        const paths = buildRoutes(tree, (uri) => screens.has(uri)).map((route) => route.path);
        expect(new Set(paths).size).toBe(paths.length);
      }),
    );
  });

  it('routes follow a pre-order walk of the normalized tree (first entry of a uri wins)', () => {
    fc.assert(
      fc.property(treeAndScreensArb, ([tree, screens]) => {
        const hasScreen = (uri: string) => screens.has(uri);
        const normalized = normalizeTree(tree);
        const expected: { path: string; menuId: MenuEntry['id'] }[] = [];
        const seen = new Set<string>();
        for (const e of flatten(normalized)) {
          if (e.type === MENU_TYPE.action || !hasScreen(e.uri) || seen.has(e.uri)) continue;
          seen.add(e.uri);
          expected.push({ path: e.uri, menuId: e.id });
        }
        const routes = buildRoutes(normalized, hasScreen);
        expect(routes.map(({ path, menuId }) => ({ path, menuId }))).toEqual(expected);

        // The same thing stated as order: each route's entry comes later in the walk than the previous one's.
        const position = new Map(idsOf(normalized).map((id, index) => [id, index]));
        const positions = routes.map((route) => position.get(String(route.menuId)) ?? -1);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it("route.parents lists the uris of the route entry's ancestors, outermost first", () => {
    fc.assert(
      fc.property(treeAndScreensArb, ([tree, screens]) => {
        const normalized = normalizeTree(tree);
        const parentsById = new Map(walk(normalized).map(({ entry: e, parents }) => [String(e.id), parents]));
        for (const route of buildRoutes(normalized, (uri) => screens.has(uri))) {
          expect(route.parents).toEqual(parentsById.get(String(route.menuId)));
        }
      }),
    );
  });

  it('normalizeTree orders siblings by sort descending at every level, keeping the same entries', () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        const copy = structuredClone(tree);
        const normalized = normalizeTree(tree);
        expect(tree).toEqual(copy); // input left alone
        for (const siblings of siblingLists(normalized)) {
          for (let i = 1; i < siblings.length; i++)
            expect(siblings[i - 1].sort).toBeGreaterThanOrEqual(siblings[i].sort);
        }
        // Same entries under the same parents, nothing lost or invented.
        expect(parentMap(normalized)).toEqual(parentMap(tree));
        expect(idsOf(normalized)).toHaveLength(idsOf(tree).length);
      }),
    );
  });

  it('normalizeTree leaves no empty childAuths arrays anywhere (removed, not [])', () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        for (const e of flatten(normalizeTree(tree))) {
          if ('childAuths' in e) {
            expect(Array.isArray(e.childAuths)).toBe(true);
            expect(e.childAuths?.length).toBeGreaterThan(0);
          }
        }
      }),
    );
  });

  it('withHome always puts exactly one home entry first', () => {
    fc.assert(
      fc.property(treeArb, fc.boolean(), (tree, serverSendsHome) => {
        const input = serverSendsHome ? [...tree, entry('server-home', '/', MENU_TYPE.screen, 3)] : tree;
        const result = withHome(input);
        const [first] = result;
        expect(first).toEqual(HOME_ENTRY);
        expect(first.uri).toBe('/');
        expect(first.type).toBe(MENU_TYPE.screen);
        expect(first.sort).toBe(10000);
        for (const language of ['zh', 'en', 'ar', 'fr'] as const) {
          expect(typeof first.name[language]).toBe('string');
          expect(first.name[language]?.trim()).not.toBe('');
        }
        expect(result.filter((e) => e.uri === '/')).toHaveLength(1);
        // The rest of the top level is kept, in order.
        expect(result.slice(1)).toEqual(input.filter((e) => e.uri !== '/'));
        // Idempotent.
        expect(withHome(result)).toEqual(result);
      }),
    );
  });

  it('permittedTree keeps the granted entries and the folders above them, never an ungranted screen', () => {
    fc.assert(
      fc.property(treeAndGrantsArb, ({ tree, granted }) => {
        const expected = new Set<string>();
        const parents = parentMap(tree);
        const byId = new Map(flatten(tree).map((e) => [String(e.id), e]));
        const isOpen = (id: string) => granted.has(id) || byId.get(id)?.type === MENU_TYPE.folder;
        for (const { entry: e } of walk(tree)) {
          if (!granted.has(String(e.id))) continue;
          const chain: string[] = [];
          let id: string | null | undefined = parents.get(String(e.id));
          while (id != null) {
            chain.push(id);
            id = parents.get(id);
          }
          // Reachable only through granted entries or folders: a screen is not opened by its action's grant.
          if (!chain.every(isOpen)) continue;
          expected.add(String(e.id));
          chain.forEach((ancestor) => expected.add(ancestor));
        }
        const result = permittedTree(tree, granted);
        const resultIds = idsOf(result);
        expect(new Set(resultIds)).toEqual(expected);
        expect(resultIds).toHaveLength(expected.size);
        // Structure and order are kept: same parents, same pre-order.
        const originalParents = parentMap(tree);
        for (const [id, parent] of parentMap(result)) expect(parent).toBe(originalParents.get(id));
        expect(resultIds).toEqual(idsOf(tree).filter((id) => expected.has(id)));
      }),
    );
  });

  it('actionUris returns exactly the uris of the type-3 entries', () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        const expected = flatten(tree)
          .filter((e) => e.type === MENU_TYPE.action)
          .map((e) => e.uri);
        expect(actionUris(tree)).toEqual(expected);
      }),
    );
  });

  it('navigationTree holds no action entries and no empty childAuths', () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        for (const e of flatten(navigationTree(tree))) {
          expect(e.type).not.toBe(MENU_TYPE.action);
          if ('childAuths' in e) expect(e.childAuths?.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('permittedTree and actions', () => {
  it('does not open a screen because one of its actions is granted', () => {
    const tree = [
      {
        id: 1,
        uri: '/group',
        type: MENU_TYPE.folder,
        sort: 1,
        name: { en: 'Group' },
        childAuths: [
          {
            id: 2,
            uri: '/group/screen',
            type: MENU_TYPE.screen,
            sort: 1,
            name: { en: 'Screen' },
            childAuths: [
              { id: 3, uri: '/group/screen:delete', type: MENU_TYPE.action, sort: 0, name: { en: 'Delete' } },
            ],
          },
        ],
      },
    ];
    expect(permittedTree(tree, new Set(['3']))).toEqual([]);
    expect(
      buildRoutes(permittedTree(tree, new Set(['2', '3'])), (uri) => uri === '/group/screen').map(
        (route) => route.path,
      ),
    ).toEqual(['/group/screen']);
  });
});
