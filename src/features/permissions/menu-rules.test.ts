import { describe, expect, it } from 'vitest';
import { MENU_ICONS } from '../../shared/menu/menu-icons';
import { MENU_TYPE, type MenuEntry } from '../../shared/menu/menu-types';
import {
  allowedTypes,
  childTypesOf,
  filterMenuTree,
  fromFormValues,
  idsAboveMatches,
  isActionUri,
  isPageUri,
  MENU_ICON_NAMES,
  menuProblem,
  moveSorts,
  orderSiblings,
  parentIds,
  sortAfter,
  toFormValues,
  type MenuContext,
  type MenuUpdate,
} from './menu-rules';

const { folder, screen, action } = MENU_TYPE;

const VALID: MenuUpdate = {
  name: { en: 'Topics', zh: '话题' },
  uri: '/posts-manage/topics',
  type: screen,
  icon: '',
  sort: 10,
  remark: '',
};
const UNDER_FOLDER: MenuContext = { parent: { uri: '/posts-manage', type: folder }, uriTaken: () => false };
const UNDER_SCREEN: MenuContext = { parent: { uri: '/posts-manage/topics', type: screen }, uriTaken: () => false };

describe('MENU_ICON_NAMES', () => {
  it('is exactly the icons the sider can draw', () => {
    expect([...MENU_ICON_NAMES].sort()).toEqual(Object.keys(MENU_ICONS).sort());
  });
});

describe('uris', () => {
  it('accepts folder and screen uris made of / and segments', () => {
    expect(isPageUri('/posts-manage')).toBe(true);
    expect(isPageUri('/version-manage/uploadImgFile')).toBe(true);
    expect(isPageUri('/a_b/c-d/e1')).toBe(true);
    for (const bad of ['', '/', 'posts-manage', '/posts-manage/', '//x', '/a b', '/a:create', '/a?x=1', '/ä'])
      expect(isPageUri(bad), bad).toBe(false);
  });

  it('accepts an action uri only under its own screen', () => {
    expect(isActionUri('/permissions-manage/menu:create', '/permissions-manage/menu')).toBe(true);
    expect(isActionUri('/permissions-manage/menu:reset-password', '/permissions-manage/menu')).toBe(true);
    expect(isActionUri('/permissions-manage/menu:', '/permissions-manage/menu')).toBe(false);
    expect(isActionUri('/permissions-manage/role:create', '/permissions-manage/menu')).toBe(false);
    expect(isActionUri('/permissions-manage/menu:a:b', '/permissions-manage/menu')).toBe(false);
    expect(isActionUri('create', '/permissions-manage/menu')).toBe(false);
  });
});

describe('types', () => {
  it('lets folders hold folders and screens, screens hold actions, actions nothing', () => {
    expect(childTypesOf(null)).toEqual([folder, screen]);
    expect(childTypesOf(folder)).toEqual([folder, screen]);
    expect(childTypesOf(screen)).toEqual([action]);
    expect(childTypesOf(action)).toEqual([]);
  });

  it('keeps the types that can still hold the existing children', () => {
    expect(allowedTypes(folder)).toEqual([folder, screen]);
    expect(allowedTypes(folder, [screen])).toEqual([folder]);
    expect(allowedTypes(folder, [action])).toEqual([screen]);
    expect(allowedTypes(null, [folder, action])).toEqual([]);
    expect(allowedTypes(screen, [])).toEqual([action]);
  });
});

describe('menuProblem', () => {
  it('accepts a valid entry', () => {
    expect(menuProblem(VALID, UNDER_FOLDER)).toBeNull();
    expect(
      menuProblem(
        { ...VALID, type: folder, uri: '/new-group', icon: 'FireOutlined' },
        { ...UNDER_FOLDER, parent: null },
      ),
    ).toBeNull();
    expect(menuProblem({ ...VALID, type: action, uri: '/posts-manage/topics:create' }, UNDER_SCREEN)).toBeNull();
  });

  it.each([
    [{ name: { zh: '话题' } }, 'name.en'],
    [{ name: { en: '   ' } }, 'name.en'],
    [{ name: { en: 'x'.repeat(51) } }, 'name.en'],
    [{ name: { en: 'Topics', ar: 'ا'.repeat(51) } }, 'name.ar'],
    [{ name: { en: 'Topics', fr: 3 } }, 'name.fr'],
    [{ type: 4 }, 'type'],
    [{ type: action }, 'type'],
    [{ uri: '' }, 'uri'],
    [{ uri: 'posts-manage/topics' }, 'uri'],
    [{ uri: `/${'a'.repeat(200)}` }, 'uri'],
    [{ icon: 'RocketOutlined' }, 'icon'],
    [{ sort: -1 }, 'sort'],
    [{ sort: 100_001 }, 'sort'],
    [{ sort: 1.5 }, 'sort'],
    [{ sort: '10' }, 'sort'],
    [{ remark: 'r'.repeat(201) }, 'remark'],
  ])('refuses %j on %s', (change, field) => {
    expect(menuProblem({ ...VALID, ...change } as MenuUpdate, UNDER_FOLDER)?.field).toBe(field);
  });

  it('accepts the limits themselves', () => {
    expect(menuProblem({ ...VALID, sort: 0 }, UNDER_FOLDER)).toBeNull();
    expect(menuProblem({ ...VALID, sort: 100_000 }, UNDER_FOLDER)).toBeNull();
    expect(menuProblem({ ...VALID, name: { en: 'x'.repeat(50) }, remark: 'r'.repeat(200) }, UNDER_FOLDER)).toBeNull();
  });

  it('refuses a taken uri, an action outside its screen and a type its place does not allow', () => {
    expect(menuProblem(VALID, { ...UNDER_FOLDER, uriTaken: (uri) => uri === VALID.uri })).toEqual({
      field: 'uri',
      key: 'menu.serverRules.uriTaken',
      params: { uri: '/posts-manage/topics' },
    });
    expect(menuProblem({ ...VALID, type: action, uri: '/other:create' }, UNDER_SCREEN)?.field).toBe('uri');
    expect(menuProblem({ ...VALID, type: screen }, UNDER_SCREEN)?.field).toBe('type');
    expect(menuProblem({ ...VALID, type: action, uri: '/x:create' }, { ...UNDER_FOLDER, parent: null })?.field).toBe(
      'type',
    );
    expect(menuProblem({ ...VALID, type: screen }, { ...UNDER_FOLDER, childTypes: [screen] })).toEqual({
      field: 'type',
      key: 'menu.serverRules.typeHolds.screen',
    });
    expect(
      menuProblem(
        { ...VALID, type: folder, uri: '/x' },
        { parent: { uri: '/x/y:z', type: action }, uriTaken: () => false },
      )?.field,
    ).toBe('type');
  });
});

describe('form values', () => {
  it('round-trips an entry through the form, trimming and dropping empty names', () => {
    const entry: MenuEntry = {
      id: 1,
      name: { zh: '话题', en: 'Topics', ar: 'المواضيع', fr: 'Sujets' },
      uri: '/posts-manage/topics',
      type: screen,
      sort: 20,
    };
    const values = toFormValues(entry);
    expect(values).toEqual({
      'name.en': 'Topics',
      'name.zh': '话题',
      'name.ar': 'المواضيع',
      'name.fr': 'Sujets',
      uri: '/posts-manage/topics',
      type: screen,
      icon: undefined,
      sort: 20,
      remark: '',
    });
    expect(
      fromFormValues({ ...values, 'name.en': '  Topic list ', 'name.fr': ' ', uri: ' /a ', icon: undefined }),
    ).toEqual({
      name: { en: 'Topic list', zh: '话题', ar: 'المواضيع' },
      uri: '/a',
      type: screen,
      icon: '',
      sort: 20,
      remark: '',
    });
  });
});

describe('sibling order and moves', () => {
  const ids = <T extends { id: number }>(rows: T[]) => rows.map((row) => row.id);
  const apply = (rows: { id: number; sort: number }[], changes: Map<number, number> | null) =>
    rows.map((row) => ({ ...row, sort: changes?.get(row.id) ?? row.sort }));

  it('orders by sort, largest first, ties as given', () => {
    expect(
      ids(
        orderSiblings([
          { id: 1, sort: 0 },
          { id: 2, sort: 5 },
          { id: 3, sort: 0 },
          { id: 4, sort: 9 },
        ]),
      ),
    ).toEqual([4, 2, 1, 3]);
  });

  it('swaps sorts with the neighbour when they differ', () => {
    const rows = [
      { id: 1, sort: 990 },
      { id: 2, sort: 980 },
      { id: 3, sort: 970 },
    ];
    expect(moveSorts(rows, 2, 'up')).toEqual(
      new Map([
        [2, 990],
        [1, 980],
      ]),
    );
    expect(moveSorts(rows, 2, 'down')).toEqual(
      new Map([
        [3, 980],
        [2, 970],
      ]),
    );
    expect(ids(orderSiblings(apply(rows, moveSorts(rows, 3, 'up'))))).toEqual([1, 3, 2]);
  });

  it('spreads tied sorts so the move takes effect', () => {
    const actions = [
      { id: 1, sort: 0 },
      { id: 2, sort: 0 },
      { id: 3, sort: 0 },
    ];
    const changes = moveSorts(actions, 2, 'up');
    expect(ids(orderSiblings(apply(actions, changes)))).toEqual([2, 1, 3]);
    expect(ids(orderSiblings(apply(actions, moveSorts(actions, 1, 'down'))))).toEqual([2, 1, 3]);
    expect(ids(orderSiblings(apply(actions, moveSorts(actions, 2, 'down'))))).toEqual([1, 3, 2]);
  });

  it('answers null at the edges and for an unknown entry', () => {
    const rows = [
      { id: 1, sort: 2 },
      { id: 2, sort: 1 },
    ];
    expect(moveSorts(rows, 1, 'up')).toBeNull();
    expect(moveSorts(rows, 2, 'down')).toBeNull();
    expect(moveSorts(rows, 9, 'up')).toBeNull();
    expect(moveSorts<{ id: number; sort: number }>([], 1, 'down')).toBeNull();
  });

  it('moves exactly one step, whatever the sorts (random siblings)', () => {
    let seed = 7;
    const random = (max: number) => {
      seed = (seed * 16807) % 2147483647;
      return seed % max;
    };
    for (let run = 0; run < 300; run += 1) {
      const count = 2 + random(6);
      const rows = Array.from({ length: count }, (_, i) => ({ id: i + 1, sort: random(4) * 10 }));
      const before = ids(orderSiblings(rows));
      const position = random(count);
      const direction = random(2) ? 'up' : 'down';
      const changes = moveSorts(rows, before[position], direction);
      const target = direction === 'up' ? position - 1 : position + 1;
      if (target < 0 || target >= count) {
        expect(changes).toBeNull();
        continue;
      }
      const expected = [...before];
      [expected[position], expected[target]] = [expected[target], expected[position]];
      const after = apply(rows, changes);
      expect(ids(orderSiblings(after))).toEqual(expected);
      expect(after.every((row) => Number.isInteger(row.sort) && row.sort >= 0)).toBe(true);
    }
  });

  it('places a new entry after its siblings', () => {
    expect(sortAfter([])).toBe(0);
    expect(sortAfter([{ sort: 990 }, { sort: 980 }])).toBe(970);
    expect(sortAfter([{ sort: 0 }, { sort: 0 }])).toBe(0);
    expect(sortAfter([{ sort: 5 }])).toBe(0);
  });
});

describe('tree filtering', () => {
  const entry = (id: number, en: string, childAuths?: MenuEntry[]): MenuEntry => ({
    id,
    name: { en },
    uri: `/e${id}`,
    type: childAuths ? folder : screen,
    sort: 0,
    ...(childAuths ? { childAuths } : {}),
  });
  const tree = [
    entry(1, 'Posts', [entry(11, 'Topics', [entry(111, 'Create topic')]), entry(12, 'Comments')]),
    entry(2, 'Users', [entry(21, 'Silent users')]),
    entry(3, 'Topics overview'),
  ];
  const matchesTopic = (e: MenuEntry) => (e.name.en ?? '').toLowerCase().includes('topic');

  it('keeps matches with the entries above them, and everything a match holds', () => {
    const filtered = filterMenuTree(tree, matchesTopic);
    expect(filtered.map((e) => e.id)).toEqual([1, 3]);
    expect(filtered[0].childAuths?.map((e) => e.id)).toEqual([11]);
    expect(filtered[0].childAuths?.[0].childAuths?.map((e) => e.id)).toEqual([111]);
    expect(filterMenuTree(tree, () => false)).toEqual([]);
    expect(idsAboveMatches(filtered, matchesTopic)).toEqual([1]);
  });

  it('lists every entry that holds something', () => {
    expect(parentIds(tree)).toEqual([1, 11, 2]);
    expect(parentIds([])).toEqual([]);
  });
});
