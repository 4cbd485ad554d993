/**
 * The permissions mock's entry: its registration (src/mocks/features.ts). Nothing else of permissions's mock is imported
 * from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { COLLECTIONS } from '../../../mocks/collections';
import { accountHandlers } from './account-handlers';
import { PERMISSION_GRANTS } from './grants';
import { permissionHandlers } from './handlers';
import { menuHandlers } from './menu-handlers';
import { seedAccounts, seedMenus, seedRoles } from './permissions-seed';
import { roleHandlers } from './role-handlers';

/** The permissions mock, registered in src/mocks/features.ts. */
export const permissionsMock: FeatureMock = {
  name: 'permissions',
  handlers: [...permissionHandlers, ...accountHandlers, ...roleHandlers, ...menuHandlers],
  grants: PERMISSION_GRANTS,
  collections: [COLLECTIONS.accounts, COLLECTIONS.roles, COLLECTIONS.menus],
  seed: () => ({
    [COLLECTIONS.accounts]: seedAccounts(),
    [COLLECTIONS.roles]: seedRoles(),
    [COLLECTIONS.menus]: seedMenus(),
  }),
};
