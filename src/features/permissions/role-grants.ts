import { MENU_TYPE, type MenuEntry } from '../../shared/menu/menu-types';

/**
 * What a role grants, as the role form's checkable menu tree shows and edits it.
 *
 * The console reads a role's menuIds like `permittedTree` does: a folder shows when something under it
 * is granted, a screen or an action only by its own grant, and nothing under an ungranted screen counts.
 * So the tree keeps its own rule instead of antd's default conduction (checkStrictly on the Tree):
 *
 * - screens and actions (and folders without children) are granted one by one: the "grants";
 * - a folder with children follows from what is under it, never granted by itself;
 * - checking an entry grants it, everything under it and every screen above it;
 * - unchecking an entry revokes it and everything under it; the screen above stays, so a screen can be
 *   granted without any of its actions (view only), which antd's conduction could not express;
 * - shown checked when the entry and everything under it is granted, half-checked when only part is,
 *   and `menuIds` saved = checked + half-checked (the folders and screens above a grant come with it).
 */

export interface GrantNode {
  key: string;
  entry: MenuEntry;
  parent: string | null;
  children: string[];
}

export interface GrantIndex {
  nodes: Map<string, GrantNode>;
  /** Top-level keys in tree order. */
  roots: string[];
  /** Every key, parents before children, in tree order. */
  order: string[];
}

type GrantState = 'all' | 'some' | 'none';

const keyOf = (id: MenuEntry['id']): string => String(id);

export function indexMenuTree(tree: MenuEntry[]): GrantIndex {
  const nodes = new Map<string, GrantNode>();
  const order: string[] = [];
  const add = (entries: MenuEntry[], parent: string | null): string[] =>
    entries.flatMap((entry) => {
      const key = keyOf(entry.id);
      // A repeated id would make the tree a graph; the first one wins, as in the sider.
      if (nodes.has(key)) return [];
      const node: GrantNode = { key, entry, parent, children: [] };
      nodes.set(key, node);
      order.push(key);
      node.children = add(entry.childAuths ?? [], key);
      return [key];
    });
  const roots = add(tree, null);
  return { nodes, roots, order };
}

/** A folder with children is derived from what is under it; everything else is granted by itself. */
function isExplicit(node: GrantNode): boolean {
  return node.entry.type !== MENU_TYPE.folder || node.children.length === 0;
}

function ancestorsOf(index: GrantIndex, key: string): string[] {
  const result: string[] = [];
  for (
    let parent = index.nodes.get(key)?.parent ?? null;
    parent !== null;
    parent = index.nodes.get(parent)?.parent ?? null
  ) {
    result.push(parent);
  }
  return result;
}

function subtreeOf(index: GrantIndex, key: string): string[] {
  const node = index.nodes.get(key);
  return node ? [key, ...node.children.flatMap((child) => subtreeOf(index, child))] : [];
}

/**
 * The grants a role's stored menuIds amount to: ids the tree does not have are dropped, and so is
 * whatever sits under a screen the role does not hold (the console would not show it either).
 */
export function grantsFromMenuIds(index: GrantIndex, menuIds: Iterable<MenuEntry['id']>): Set<string> {
  const stored = new Set([...menuIds].map(keyOf));
  const grants = new Set<string>();
  const walk = (keys: string[]) => {
    for (const key of keys) {
      const node = index.nodes.get(key)!;
      if (isExplicit(node)) {
        if (!stored.has(key)) continue;
        grants.add(key);
      }
      walk(node.children);
    }
  };
  walk(index.roots);
  return grants;
}

/** Each entry's check state: all of it granted, part of it, or none. */
function grantStates(index: GrantIndex, grants: ReadonlySet<string>): Map<string, GrantState> {
  const states = new Map<string, GrantState>();
  const visit = (key: string): GrantState => {
    const node = index.nodes.get(key)!;
    const childStates = node.children.map(visit);
    let state: GrantState;
    if (node.children.length === 0) state = grants.has(key) ? 'all' : 'none';
    else if (isExplicit(node) && !grants.has(key)) state = 'none';
    else if (childStates.every((child) => child === 'all')) state = 'all';
    else if (isExplicit(node) || childStates.some((child) => child !== 'none')) state = 'some';
    else state = 'none';
    states.set(key, state);
    return state;
  };
  index.roots.forEach(visit);
  return states;
}

/** The keys to show checked and half-checked (antd Tree `checkStrictly` form). */
export function checkedKeysFor(
  index: GrantIndex,
  grants: ReadonlySet<string>,
): { checked: string[]; halfChecked: string[] } {
  const states = grantStates(index, grants);
  const checked: string[] = [];
  const halfChecked: string[] = [];
  for (const key of index.order) {
    const state = states.get(key);
    if (state === 'all') checked.push(key);
    else if (state === 'some') halfChecked.push(key);
  }
  return { checked, halfChecked };
}

/**
 * Checks or unchecks an entry. `visible` (the tree is filtered) limits which entries under it change;
 * revoking a screen or action always revokes everything under it, hidden or not.
 */
export function toggleGrant(
  index: GrantIndex,
  grants: ReadonlySet<string>,
  key: string,
  checked: boolean,
  visible: (key: string) => boolean = () => true,
): Set<string> {
  const next = new Set(grants);
  if (!index.nodes.has(key)) return next;
  if (checked) {
    const grant = (current: string) => {
      const node = index.nodes.get(current)!;
      if (isExplicit(node)) next.add(current);
      node.children.filter(visible).forEach(grant);
    };
    grant(key);
    for (const ancestor of ancestorsOf(index, key)) {
      if (isExplicit(index.nodes.get(ancestor)!)) next.add(ancestor);
    }
  } else {
    const revoke = (current: string) => {
      const node = index.nodes.get(current)!;
      if (isExplicit(node)) subtreeOf(index, current).forEach((descendant) => next.delete(descendant));
      else node.children.filter(visible).forEach(revoke);
    };
    revoke(key);
  }
  return next;
}

/** What the role saves: every checked and half-checked entry, in tree order. */
export function menuIdsFrom(index: GrantIndex, grants: ReadonlySet<string>): number[] {
  const { checked, halfChecked } = checkedKeysFor(index, grants);
  const saved = new Set([...checked, ...halfChecked]);
  return index.order
    .filter((key) => saved.has(key))
    .map((key) => Number(index.nodes.get(key)!.entry.id))
    .filter((id) => Number.isFinite(id));
}

/** A role's menuIds as stored, cleaned: drops what does not count and adds the folders above what does. */
export function normalizeMenuIds(index: GrantIndex, menuIds: Iterable<MenuEntry['id']>): number[] {
  return menuIdsFrom(index, grantsFromMenuIds(index, menuIds));
}

/** How many screens and actions a role's menuIds really give. */
export function countGrants(
  index: GrantIndex,
  menuIds: Iterable<MenuEntry['id']>,
): { screens: number; actions: number } {
  let screens = 0;
  let actions = 0;
  for (const key of grantsFromMenuIds(index, menuIds)) {
    const type = index.nodes.get(key)!.entry.type;
    if (type === MENU_TYPE.screen) screens += 1;
    else if (type === MENU_TYPE.action) actions += 1;
  }
  return { screens, actions };
}

/**
 * The entries to show for a search: those that match, the folders and screens above them (the path to
 * them) and everything under them.
 */
export function visibleForSearch(index: GrantIndex, matches: (node: GrantNode) => boolean): Set<string> {
  const visible = new Set<string>();
  for (const key of index.order) {
    if (visible.has(key) || !matches(index.nodes.get(key)!)) continue;
    subtreeOf(index, key).forEach((descendant) => visible.add(descendant));
    ancestorsOf(index, key).forEach((ancestor) => visible.add(ancestor));
  }
  return visible;
}
