import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { permittedTree } from '../../shared/menu/build-routes';
import { MENU_TYPE, type MenuEntry, type MenuType } from '../../shared/menu/menu-types';
import { MENU_SEED } from './mock/menu-seed';
import { seedRoles } from './mock/permissions-seed';
import {
  checkedKeysFor,
  countGrants,
  grantsFromMenuIds,
  indexMenuTree,
  menuIdsFrom,
  normalizeMenuIds,
  toggleGrant,
  visibleForSearch,
} from './role-grants';

function entry(id: number, type: MenuType, childAuths: MenuEntry[] = []): MenuEntry {
  return { id, type, uri: `/e${id}`, sort: 0, name: { en: `entry ${id}` }, childAuths };
}

//  1 folder
//  ├─ 11 screen ── 1101 action, 1102 action
//  └─ 12 screen (no actions)
//  2 folder
//  └─ 21 screen ── 2101 action
//  3 folder without children
const TREE: MenuEntry[] = [
  entry(1, MENU_TYPE.folder, [
    entry(11, MENU_TYPE.screen, [entry(1101, MENU_TYPE.action), entry(1102, MENU_TYPE.action)]),
    entry(12, MENU_TYPE.screen),
  ]),
  entry(2, MENU_TYPE.folder, [entry(21, MENU_TYPE.screen, [entry(2101, MENU_TYPE.action)])]),
  entry(3, MENU_TYPE.folder),
];
const index = indexMenuTree(TREE);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('role grants: reading a role', () => {
  it('indexes the tree parents first, in tree order', () => {
    expect(index.order).toEqual(['1', '11', '1101', '1102', '12', '2', '21', '2101', '3']);
    expect(index.roots).toEqual(['1', '2', '3']);
    expect(index.nodes.get('1101')?.parent).toBe('11');
  });

  it('drops unknown ids, folder ids and whatever sits under a screen the role lacks', () => {
    // 2101 without its screen 21 would not show in the console, so it is not a grant.
    expect([...grantsFromMenuIds(index, [1, 11, 1101, 2101, 999])].sort()).toEqual(['11', '1101']);
  });

  it('shows a folder with only some children granted half-checked, not checked', () => {
    const { checked, halfChecked } = checkedKeysFor(index, grantsFromMenuIds(index, [1, 12]));
    expect(checked).toEqual(['12']);
    expect(halfChecked).toEqual(['1']);
  });

  it('shows a screen with part of its actions half-checked, and with all of them checked', () => {
    expect(checkedKeysFor(index, grantsFromMenuIds(index, [1, 11, 1102]))).toEqual({
      checked: ['1102'],
      halfChecked: ['1', '11'],
    });
    expect(checkedKeysFor(index, grantsFromMenuIds(index, [1, 11, 1101, 1102, 12]))).toEqual({
      checked: ['1', '11', '1101', '1102', '12'],
      halfChecked: [],
    });
  });

  it('shows a screen granted without any of its actions (view only) half-checked', () => {
    expect(checkedKeysFor(index, grantsFromMenuIds(index, [2, 21]))).toEqual({ checked: [], halfChecked: ['2', '21'] });
  });

  it('counts the screens and actions a role really gives', () => {
    expect(countGrants(index, [1, 11, 1101, 12, 2101])).toEqual({ screens: 2, actions: 1 });
    expect(countGrants(index, [])).toEqual({ screens: 0, actions: 0 });
  });
});

describe('role grants: editing', () => {
  it('checking an action grants its screen and the folder above', () => {
    const grants = toggleGrant(index, new Set(), '1102', true);
    expect(menuIdsFrom(index, grants)).toEqual([1, 11, 1102]);
    expect(checkedKeysFor(index, grants)).toEqual({ checked: ['1102'], halfChecked: ['1', '11'] });
  });

  it('checking a screen grants its actions; unchecking them keeps the screen', () => {
    let grants = toggleGrant(index, new Set(), '21', true);
    expect(menuIdsFrom(index, grants)).toEqual([2, 21, 2101]);
    grants = toggleGrant(index, grants, '2101', false);
    expect(menuIdsFrom(index, grants)).toEqual([2, 21]);
    grants = toggleGrant(index, grants, '21', false);
    expect(menuIdsFrom(index, grants)).toEqual([]);
  });

  it('checking a folder grants everything under it; unchecking it revokes everything', () => {
    let grants = toggleGrant(index, new Set(), '1', true);
    expect(menuIdsFrom(index, grants)).toEqual([1, 11, 1101, 1102, 12]);
    expect(checkedKeysFor(index, grants).checked).toEqual(['1', '11', '1101', '1102', '12']);
    grants = toggleGrant(index, grants, '1', false);
    expect(grants.size).toBe(0);
  });

  it('a folder without children is granted by itself', () => {
    const grants = toggleGrant(index, new Set(), '3', true);
    expect(menuIdsFrom(index, grants)).toEqual([3]);
    expect(checkedKeysFor(index, grants).checked).toEqual(['3']);
  });

  it('while searching, a folder changes only the entries shown, but a revoked screen loses all its actions', () => {
    const shown = new Set(['1', '11', '1101']);
    let grants = toggleGrant(index, new Set(), '1', true, (key) => shown.has(key));
    expect(menuIdsFrom(index, grants)).toEqual([1, 11, 1101]);
    grants = toggleGrant(index, new Set(['11', '1101', '1102', '12']), '1', false, (key) => shown.has(key));
    expect(menuIdsFrom(index, grants)).toEqual([1, 12]);
  });

  it('ignores a key the tree does not have', () => {
    expect(toggleGrant(index, new Set(['12']), 'nope', true)).toEqual(new Set(['12']));
  });

  it('shows matches with the path to them and everything under them', () => {
    const shown = visibleForSearch(index, (node) => node.key === '11' || node.key === '2101');
    expect([...shown].sort()).toEqual(['1', '11', '1101', '1102', '2', '21', '2101']);
    expect(visibleForSearch(index, () => false).size).toBe(0);
  });
});

describe('role grants: the seed roles and the console agree', () => {
  const seedIndex = indexMenuTree(MENU_SEED);

  it.each(seedRoles().map((role) => [role.name, role.menuIds] as const))(
    '%s reads back unchanged',
    (_name, menuIds) => {
      expect(sorted(normalizeMenuIds(seedIndex, menuIds))).toEqual(sorted(menuIds));
    },
  );

  it('what is saved is exactly what the console shows for it', () => {
    const keys = index.order;
    const steps = fc.array(fc.tuple(fc.constantFrom(...keys), fc.boolean()), { maxLength: 12 });
    fc.assert(
      fc.property(steps, (toggles) => {
        const grants = toggles.reduce((current, [key, on]) => toggleGrant(index, current, key, on), new Set<string>());
        const saved = menuIdsFrom(index, grants);
        // Reading what was saved gives the same tree back...
        expect(checkedKeysFor(index, grantsFromMenuIds(index, saved))).toEqual(checkedKeysFor(index, grants));
        // ...and the console keeps every saved entry, and no other.
        const kept: number[] = [];
        const walk = (entries: MenuEntry[]) =>
          entries.forEach((e) => {
            kept.push(Number(e.id));
            walk(e.childAuths ?? []);
          });
        walk(permittedTree(TREE, new Set(saved.map(String))));
        expect(sorted(kept)).toEqual(sorted(saved));
      }),
    );
  });
});
