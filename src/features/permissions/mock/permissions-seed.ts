import type { AdminAccountRow } from '../../../mocks/auth-guard';
import type { MenuEntry } from '../../../shared/menu/menu-types';
import { collectIds, idsUnderUris, MENU_SEED } from './menu-seed';

/** Menus are stored flat, each knowing its parent, so the menu editor can move and edit them. */
export type MenuRow = Omit<MenuEntry, 'childAuths' | 'id'> & { id: number; parentId: number | null };

export interface RoleRow {
  id: number;
  name: string;
  description: string;
  menuIds: number[];
  [key: string]: unknown;
}

export type AccountRow = AdminAccountRow;

export function flattenMenus(tree: MenuEntry[], parentId: number | null = null): MenuRow[] {
  return tree.flatMap(({ childAuths, ...entry }) => [
    { ...entry, id: Number(entry.id), parentId },
    ...flattenMenus(childAuths ?? [], Number(entry.id)),
  ]);
}

/** The moderator and operator menus the design lists (section 3). */
export const MODERATOR_URIS = [
  '/content-review',
  '/image-risk-control',
  '/marking-content-manage',
  '/content-labels',
  '/posts-manage',
  '/user-manage/user-prohibitions',
];
export const OPERATOR_URIS = [
  '/content-recommend',
  '/push-manage',
  '/activity-manage',
  '/activity-support',
  '/hot-content-operate',
  '/creator-center-manage',
  '/data-dashboard',
  '/help-manage',
  '/insights-article',
  '/pregnancy-article',
];

export const ROLE_IDS = { admin: 1, moderator: 2, operator: 3 } as const;

export function seedRoles(): RoleRow[] {
  return [
    {
      id: ROLE_IDS.admin,
      name: 'Administrator',
      description: 'Every menu',
      menuIds: collectIds(MENU_SEED, () => true),
    },
    {
      id: ROLE_IDS.moderator,
      name: 'Moderator',
      description: 'Review queues and silencing',
      menuIds: idsUnderUris(MENU_SEED, MODERATOR_URIS),
    },
    {
      id: ROLE_IDS.operator,
      name: 'Operator',
      description: 'Campaigns and content',
      menuIds: idsUnderUris(MENU_SEED, OPERATOR_URIS),
    },
  ];
}

const SEED_DATE = '2026-01-05T08:00:00Z';

function account(id: number, login: string, password: string, firstName: string, roleIds: number[]): AccountRow {
  return {
    id,
    login,
    password,
    firstName,
    email: `${login}@console.example.invalid`,
    activated: true,
    langKey: 'en',
    roleIds,
    createdBy: 'system',
    createdDate: SEED_DATE,
    lastModifiedBy: 'system',
    lastModifiedDate: SEED_DATE,
  };
}

export function seedAccounts(): AccountRow[] {
  return [
    account(1, 'admin', 'admin123456', 'Amira Haddad', [ROLE_IDS.admin]),
    account(2, 'moderator', 'moderator123', 'Lina Chen', [ROLE_IDS.moderator]),
    account(3, 'operator', 'operator123', 'Omar Farouk', [ROLE_IDS.operator]),
  ];
}

export function seedMenus(): MenuRow[] {
  return flattenMenus(MENU_SEED);
}
