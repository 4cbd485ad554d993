import { MENU_TYPE, type MenuEntry, type MenuName, type MenuType } from '../../shared/menu/menu-types';

/**
 * The menu editor's rules (permissions-manage/menu), applied by both the form and the mock backend, and
 * the pure helpers around them: form values, sibling order and moves, tree filtering.
 */

/** The languages a menu entry is named in; en is required and the fallback. */
const MENU_LANGUAGES = ['en', 'zh', 'ar', 'fr'] as const;
export type MenuLanguage = (typeof MENU_LANGUAGES)[number];

export const MENU_RULES = {
  nameMaxLength: 50,
  remarkMaxLength: 200,
  uriMaxLength: 200,
  sortMin: 0,
  sortMax: 100_000,
} as const;

/**
 * The icon names an entry may carry: exactly the keys of MENU_ICONS (src/app/shell/menu-icons.tsx),
 * repeated here so the mock backend does not import the app; menu-rules.test.ts keeps the two equal.
 */
export const MENU_ICON_NAMES = [
  'AppstoreOutlined',
  'AuditOutlined',
  'BarChartOutlined',
  'BulbOutlined',
  'CheckSquareOutlined',
  'CloudUploadOutlined',
  'ClusterOutlined',
  'CrownOutlined',
  'FileTextOutlined',
  'FireOutlined',
  'GiftOutlined',
  'HeartOutlined',
  'HighlightOutlined',
  'HomeOutlined',
  'LikeOutlined',
  'MessageOutlined',
  'NotificationOutlined',
  'PictureOutlined',
  'QuestionCircleOutlined',
  'SafetyOutlined',
  'SendOutlined',
  'SkinOutlined',
  'TagsOutlined',
  'TeamOutlined',
  'TrophyOutlined',
] as const;

/** What the editor sends to create an entry. */
export interface MenuInput {
  parentId: number | null;
  name: MenuName;
  uri: string;
  type: MenuType;
  icon: string;
  sort: number;
  remark: string;
}

/** What the editor sends to change an entry: everything but its place in the tree. */
export type MenuUpdate = Omit<MenuInput, 'parentId'>;

/** An entry as create, update and move answer it: flat, knowing its parent. */
export type MenuRecord = Omit<MenuEntry, 'childAuths' | 'id'> & { id: number; parentId: number | null };

export type MoveDirection = 'up' | 'down';

/** A folder or screen uri: '/' then segments of letters, digits, - or _ ('/posts-manage/topic-manage'). */
const PAGE_URI = /^(\/[A-Za-z0-9_-]+)+$/;
/** The part of an action uri after '<screen uri>:' ('create', 'reset-password'). */
const ACTION_NAME = /^[A-Za-z0-9_-]+$/;

export function isPageUri(uri: string): boolean {
  return PAGE_URI.test(uri);
}

/** An action's uri is its screen's uri, a colon and the action: '/permissions-manage/menu:create'. */
export function isActionUri(uri: string, screenUri: string): boolean {
  const prefix = `${screenUri}:`;
  return uri.startsWith(prefix) && ACTION_NAME.test(uri.slice(prefix.length));
}

/** What may sit under an entry of this type (null: the top level). */
export function childTypesOf(parentType: MenuType | null): MenuType[] {
  if (parentType === null || parentType === MENU_TYPE.folder) return [MENU_TYPE.folder, MENU_TYPE.screen];
  if (parentType === MENU_TYPE.screen) return [MENU_TYPE.action];
  return [];
}

/** The types an entry may take under its parent while keeping the children it already holds. */
export function allowedTypes(parentType: MenuType | null, childTypes: MenuType[] = []): MenuType[] {
  return childTypesOf(parentType).filter((type) => childTypes.every((child) => childTypesOf(type).includes(child)));
}

/** A broken rule: the field it concerns and the `permissions` key that words it, with what the key names. */
export interface MenuProblem {
  field: string;
  key: string;
  params?: Record<string, unknown>;
}

export interface MenuContext {
  /** The entry it sits under, or null at the top level. */
  parent: { uri: string; type: MenuType } | null;
  /** Types of the children the entry already has (an edit). */
  childTypes?: MenuType[];
  /** Whether another entry already uses this uri. */
  uriTaken: (uri: string) => boolean;
}

const isMenuType = (value: unknown): value is MenuType =>
  value === MENU_TYPE.folder || value === MENU_TYPE.screen || value === MENU_TYPE.action;

const TYPE_NAMES: Record<MenuType, 'folder' | 'screen' | 'action'> = { 1: 'folder', 2: 'screen', 3: 'action' };

/**
 * The server side of the rules: the first broken one, naming the field it concerns (the form's field
 * names: 'name.en', 'uri', 'type', 'icon', 'sort', 'remark') and the key that words it, or null. The
 * form's own words (`menu.rules.*`) where they are the same, the server's (`menu.serverRules.*`) otherwise.
 */
export function menuProblem(input: Partial<MenuUpdate>, context: MenuContext): MenuProblem | null {
  const problem = (field: string, key: string, params?: Record<string, unknown>): MenuProblem => ({
    field,
    key: key.startsWith('menu.') ? key : `menu.serverRules.${key}`,
    ...(params ? { params } : {}),
  });
  const name = (input.name ?? {}) as Record<string, unknown>;
  for (const language of MENU_LANGUAGES) {
    const value = name[language];
    if (value !== undefined && value !== null && typeof value !== 'string')
      return problem(`name.${language}`, 'nameText');
    if (typeof value === 'string' && value.trim().length > MENU_RULES.nameMaxLength)
      return problem(`name.${language}`, 'nameLength', { max: MENU_RULES.nameMaxLength });
  }
  if (typeof name.en !== 'string' || !name.en.trim()) return problem('name.en', 'nameEnRequired');

  if (!isMenuType(input.type)) return problem('type', 'type');
  // Under what it may not sit: `typeUnder.<top|parent's type>.<its type>`.
  const place = context.parent ? TYPE_NAMES[context.parent.type] : 'top';
  if (!childTypesOf(context.parent?.type ?? null).includes(input.type))
    return problem('type', `typeUnder.${place}.${TYPE_NAMES[input.type]}`);
  if (!allowedTypes(context.parent?.type ?? null, context.childTypes).includes(input.type))
    return problem('type', `typeHolds.${TYPE_NAMES[input.type]}`);

  const uri = typeof input.uri === 'string' ? input.uri.trim() : '';
  if (!uri) return problem('uri', 'uriRequired');
  if (uri.length > MENU_RULES.uriMaxLength) return problem('uri', 'uriLength', { max: MENU_RULES.uriMaxLength });
  if (input.type === MENU_TYPE.action) {
    const screenUri = context.parent?.uri ?? '';
    if (!isActionUri(uri, screenUri)) return problem('uri', 'menu.rules.uriAction', { screen: screenUri });
  } else if (!isPageUri(uri)) {
    return problem('uri', 'menu.rules.uriPage');
  }
  if (context.uriTaken(uri)) return problem('uri', 'uriTaken', { uri });

  const icon = input.icon ?? '';
  if (typeof icon !== 'string' || (icon !== '' && !(MENU_ICON_NAMES as readonly string[]).includes(icon)))
    return problem('icon', 'icon');

  if (
    typeof input.sort !== 'number' ||
    !Number.isInteger(input.sort) ||
    input.sort < MENU_RULES.sortMin ||
    input.sort > MENU_RULES.sortMax
  ) {
    return problem('sort', 'sort', { min: MENU_RULES.sortMin, max: MENU_RULES.sortMax });
  }

  const remark = input.remark ?? '';
  if (typeof remark !== 'string' || remark.length > MENU_RULES.remarkMaxLength)
    return problem('remark', 'remarkLength', { max: MENU_RULES.remarkMaxLength });
  return null;
}

/** Trimmed, with empty names dropped: how an accepted input is stored. */
export function cleanMenuUpdate(input: MenuUpdate): MenuUpdate {
  const name: MenuName = {};
  for (const language of MENU_LANGUAGES) {
    const value = input.name[language]?.trim();
    if (value) name[language] = value;
  }
  return {
    name,
    uri: input.uri.trim(),
    type: input.type,
    icon: input.icon ?? '',
    sort: input.sort,
    remark: (input.remark ?? '').trim(),
  };
}

/**
 * The editor form's values. Names are flat fields named like the server's field errors ('name.en'), so
 * a refusal lands on the right field.
 */
export type MenuFormValues = { [L in MenuLanguage as `name.${L}`]?: string } & {
  uri?: string;
  type?: MenuType;
  icon?: string;
  sort?: number;
  remark?: string;
};

export const nameField = (language: MenuLanguage) => `name.${language}` as const;

export function toFormValues(
  entry: Pick<MenuEntry, 'name' | 'uri' | 'type' | 'icon' | 'sort' | 'remark'>,
): MenuFormValues {
  const values: MenuFormValues = {
    uri: entry.uri,
    type: entry.type,
    icon: entry.icon || undefined,
    sort: entry.sort,
    remark: entry.remark ?? '',
  };
  for (const language of MENU_LANGUAGES) values[nameField(language)] = entry.name[language] ?? '';
  return values;
}

export function fromFormValues(values: MenuFormValues): MenuUpdate {
  const name: MenuName = {};
  for (const language of MENU_LANGUAGES) {
    const value = values[nameField(language)]?.trim();
    if (value) name[language] = value;
  }
  return {
    name,
    uri: (values.uri ?? '').trim(),
    type: values.type ?? MENU_TYPE.folder,
    icon: values.icon ?? '',
    sort: values.sort ?? 0,
    remark: (values.remark ?? '').trim(),
  };
}

/** Siblings in the order the console shows them: larger sort first, ties in the order given (a stable sort). */
export function orderSiblings<T extends { sort: number }>(siblings: readonly T[]): T[] {
  return [...siblings].sort((a, b) => b.sort - a.sort);
}

/** A sort for a new entry that puts it after its siblings. */
export function sortAfter(siblings: readonly { sort: number }[]): number {
  if (siblings.length === 0) return 0;
  return Math.max(MENU_RULES.sortMin, Math.min(...siblings.map((sibling) => sibling.sort)) - 10);
}

/**
 * Moves one entry a step up or down among its siblings. The sorts stay where they are and the two
 * entries trade places, so with distinct sorts the two swap theirs; where sorts tie (actions all have 0)
 * the tied ones are spread apart just enough to keep the new order. Answers the sorts to write by id
 * (only those that change), or null when the entry is already first (up) or last (down) or not there.
 */
export function moveSorts<T extends { id: number | string; sort: number }>(
  siblings: readonly T[],
  id: T['id'],
  direction: MoveDirection,
): Map<T['id'], number> | null {
  const ordered = orderSiblings(siblings);
  const index = ordered.findIndex((sibling) => sibling.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= ordered.length) return null;
  const values = ordered.map((sibling) => sibling.sort);
  const reordered = [...ordered];
  [reordered[index], reordered[target]] = [reordered[target], reordered[index]];
  const sorts: number[] = [];
  for (let i = values.length - 1; i >= 0; i -= 1) {
    sorts[i] = i === values.length - 1 ? values[i] : Math.max(values[i], sorts[i + 1] + 1);
  }
  const changes = new Map<T['id'], number>();
  reordered.forEach((sibling, i) => {
    if (sibling.sort !== sorts[i]) changes.set(sibling.id, sorts[i]);
  });
  return changes;
}

/**
 * The entries for which `matches` holds, with the folders and screens above them (their other children
 * left out); an entry that matches keeps all it holds.
 */
export function filterMenuTree(tree: readonly MenuEntry[], matches: (entry: MenuEntry) => boolean): MenuEntry[] {
  return tree.flatMap((entry) => {
    if (matches(entry)) return [entry];
    const children = filterMenuTree(entry.childAuths ?? [], matches);
    return children.length ? [{ ...entry, childAuths: children }] : [];
  });
}

/** Ids of every entry that holds something: what "expand all" opens. */
export function parentIds(tree: readonly MenuEntry[]): Array<MenuEntry['id']> {
  return tree.flatMap((entry) => (entry.childAuths?.length ? [entry.id, ...parentIds(entry.childAuths)] : []));
}

/** In a tree filterMenuTree made, the entries to open so every match shows (those above a match). */
export function idsAboveMatches(
  filtered: readonly MenuEntry[],
  matches: (entry: MenuEntry) => boolean,
): Array<MenuEntry['id']> {
  return filtered.flatMap((entry) =>
    matches(entry) || !entry.childAuths?.length ? [] : [entry.id, ...idsAboveMatches(entry.childAuths, matches)],
  );
}
