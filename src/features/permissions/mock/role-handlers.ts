import { HttpResponse } from 'msw';
import { withAccount, type AdminAccountRow } from '../../../mocks/auth-guard';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { ROLE_ENDPOINTS as E } from '../endpoints';
import type { RoleInput } from '../types';
import { roleChangeLosesLastPermissionsHolder } from './account-grant-rules';
import { entriesNotHeld, entryNames } from './held-entries';
import type { MenuRow, RoleRow } from './permissions-seed';

const voice = mockVoice('permissions');

function refusal(field: string, message: string) {
  return HttpResponse.json({ code: 400, message, fieldErrors: [{ field, message }] });
}

/** The role form's rules: a unique name and only menu entries that exist. */
async function problemWith(request: Request, input: Partial<RoleInput>, id?: number) {
  const name = input.name?.trim() ?? '';
  if (!name || name.length > 50)
    return refusal('name', await voice.say(request, 'role.rules.nameMissing', { max: 50 }));
  if (db.find<RoleRow>(COLLECTIONS.roles, (row) => row.name.toLowerCase() === name.toLowerCase() && row.id !== id)) {
    return refusal('name', await voice.say(request, 'role.rules.nameTaken', { name }));
  }
  const menuIds = new Set(db.all<MenuRow>(COLLECTIONS.menus).map((row) => row.id));
  if ((input.menuIds ?? []).some((menuId) => !menuIds.has(menuId))) {
    return refusal('menuIds', await voice.say(request, 'role.rules.unknownMenu'));
  }
  return null;
}

/** An admin gives a role only entries she holds herself; what the role had already it may keep. */
async function grantProblem(request: Request, account: AdminAccountRow, input: Partial<RoleInput>, had?: number[]) {
  const notHeld = entriesNotHeld(account, input.menuIds ?? [], had);
  if (!notHeld.length) return null;
  return refusal('menuIds', await voice.say(request, 'role.rules.notHeld', { entries: entryNames(notHeld, request) }));
}

export const roleHandlers = [
  route(
    E.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const name = url.searchParams.get('name')?.toLowerCase() ?? '';
      const rows = db.all<RoleRow>(COLLECTIONS.roles).filter((row) => !name || row.name.toLowerCase().includes(name));
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<RoleInput>(
    E.create,
    withAccount(async ({ request, account }) => {
      const input = await request.json();
      const problem = (await problemWith(request, input)) ?? (await grantProblem(request, account, input));
      if (problem) return problem;
      return ok(
        db.insert<RoleRow>(COLLECTIONS.roles, {
          name: input.name.trim(),
          description: input.description?.trim() ?? '',
          menuIds: [...new Set(input.menuIds ?? [])],
        }),
      );
    }),
  ),

  route<RoleInput>(
    E.update,
    withAccount(async ({ request, params, account }) => {
      const id = Number(params.id);
      const stored = db.byId<RoleRow>(COLLECTIONS.roles, id);
      if (!stored) return failure(404, await voice.say(request, 'role.refusals.notFound'), { httpStatus: 404 });
      const input = await request.json();
      const problem =
        (await problemWith(request, input, id)) ?? (await grantProblem(request, account, input, stored.menuIds));
      if (problem) return problem;
      if (roleChangeLosesLastPermissionsHolder(id, input.menuIds ?? [])) {
        return refusal('menuIds', await voice.say(request, 'role.rules.lastPermissionsHolder'));
      }
      return ok(
        db.update<RoleRow>(COLLECTIONS.roles, id, {
          name: input.name.trim(),
          description: input.description?.trim() ?? '',
          menuIds: [...new Set(input.menuIds ?? [])],
        }),
      );
    }),
  ),

  route(
    E.remove,
    withAccount(async ({ request, params }) => {
      const id = Number(params.id);
      const holders = db.all<AdminAccountRow>(COLLECTIONS.accounts).filter((row) => row.roleIds.includes(id));
      if (holders.length) {
        const logins = holders.map((row) => row.login).join(', ');
        return failure(400, await voice.say(request, 'role.refusals.stillGiven', { logins }));
      }
      if (!db.remove(COLLECTIONS.roles, id))
        return failure(404, await voice.say(request, 'role.refusals.notFound'), { httpStatus: 404 });
      return ok(null);
    }),
  ),
];
