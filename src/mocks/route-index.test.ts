import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_GRANTS } from './endpoint-grants';
import { createRouteIndex } from './route-index';

const ORIGIN = 'http://127.0.0.1:5173';
const call = (method: string, path: string) => new Request(`${ORIGIN}${path}`, { method });

describe('the route index', () => {
  const find = createRouteIndex([
    { method: 'GET', path: '*/services/admin/api/users', name: 'list' },
    { method: 'GET', path: '*/services/admin/api/users/:id', name: 'one' },
    { method: 'POST', path: '*/services/admin/api/users/:id', name: 'save' },
    { method: 'GET', path: '*/services/admin/api/users/:id/roles', name: 'roles' },
    { method: /.+/, path: '*/mock-oss/*', name: 'files' },
  ]);

  it('finds the route of the method and path, with its parameters', () => {
    expect(find(call('GET', '/services/admin/api/users?page=2'))?.route.name).toBe('list');
    expect(find(call('GET', '/services/admin/api/users/7'))).toMatchObject({
      route: { name: 'one' },
      params: { id: '7' },
    });
    expect(find(call('POST', '/services/admin/api/users/7'))?.route.name).toBe('save');
    expect(find(call('GET', '/services/admin/api/users/7/roles'))?.route.name).toBe('roles');
    expect(find(call('DELETE', '/mock-oss/1/a.png'))?.route.name).toBe('files');
  });

  it('finds nothing for another method or an unknown path', () => {
    expect(find(call('DELETE', '/services/admin/api/users/7'))).toBeUndefined();
    expect(find(call('GET', '/services/admin/api/roles'))).toBeUndefined();
  });

  it('matches letter case as msw does', () => {
    const request = call('GET', '/Services/Admin/api/users/7');
    expect(matchRequestUrl(new URL(request.url), '*/services/admin/api/users/:id').matches).toBe(true);
    expect(find(request)?.route.name).toBe('one');
  });

  it('finds for every endpoint of the permission table what trying each row in turn finds', () => {
    const index = createRouteIndex(ENDPOINT_GRANTS);
    for (const row of ENDPOINT_GRANTS) {
      const path = row.path.replace(/^\*/, '').replace(/:(\w+)/g, '12');
      const request = call(row.method, path);
      const url = new URL(request.url);
      const inTurn = ENDPOINT_GRANTS.find(
        (other) => other.method === row.method && matchRequestUrl(url, other.path).matches,
      );
      expect(index(request)?.route, `${row.method} ${path}`).toBe(inTurn);
    }
  });
});
