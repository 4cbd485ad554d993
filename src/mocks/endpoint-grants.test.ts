import { describe, expect, it } from 'vitest';
import { MENU_SEED, collectIds } from '../features/permissions/mock/menu-seed';
import { flattenMenus } from '../features/permissions/mock/permissions-seed';
import { ENDPOINT_GRANTS, permissionGuard } from './endpoint-grants';
import { endpointHandlers, handlers } from './handlers';

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('the permission table', () => {
  it('has exactly one row for every handler, and no row without a handler', () => {
    const handled = endpointHandlers.map((handler) => key(String(handler.info.method), String(handler.info.path)));
    for (const endpoint of handled) {
      expect(
        ENDPOINT_GRANTS.filter((row) => key(row.method, row.path) === endpoint),
        `rows for ${endpoint}`,
      ).toHaveLength(1);
    }
    expect(new Set(handled).size).toBe(handled.length);
    expect(ENDPOINT_GRANTS.map((row) => key(row.method, row.path)).sort()).toEqual([...handled].sort());
  });

  it('is checked before every endpoint', () => {
    // The guard (taking its turn like every endpoint: keep-changes.ts), then the endpoints.
    expect(handlers.map((handler) => handler.info.path)).toEqual([permissionGuard.info.path, '*']);
  });

  it('names only entries that exist in the menu seed', () => {
    const uris = new Set(flattenMenus(MENU_SEED).map((menu) => menu.uri));
    expect(collectIds(MENU_SEED, () => true).length).toBe(uris.size);
    for (const row of ENDPOINT_GRANTS) {
      const fixed = [row.needs, row.exportNeeds].flatMap((needs) => (Array.isArray(needs) ? needs : []));
      for (const uri of fixed) {
        expect(uris.has(uri), `${key(row.method, row.path)} needs ${uri}`).toBe(true);
      }
    }
  });
});
