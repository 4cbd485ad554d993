import { HttpResponse } from 'msw';
import { withAccount } from '../../../mocks/auth-guard';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { mockVoice } from '../../../mocks/mock-voice';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok } from '../../../mocks/envelope';
import { MENU_TYPE } from '../../../shared/menu/menu-types';
import { MENU_ENDPOINTS as E } from '../endpoints';
import {
  cleanMenuUpdate,
  menuProblem,
  MENU_RULES,
  moveSorts,
  orderSiblings,
  type MenuInput,
  type MenuRecord,
  type MenuUpdate,
  type MoveDirection,
} from '../menu-rules';
import { PERMISSION_SCREENS } from './account-grant-rules';
import { nameForCaller } from './held-entries';
import type { MenuRow, RoleRow } from './permissions-seed';

const voice = mockVoice('permissions');

/** A refused call: HTTP 200, the envelope's message, and the field it concerns for the form to mark. */
function refusal(field: string, message: string) {
  return HttpResponse.json({ code: 400, message, fieldErrors: [{ field, message }] });
}

const notFound = async (request: Request) =>
  failure(404, await voice.say(request, 'menu.refusals.notFound'), { httpStatus: 404 });

const rows = () => db.all<MenuRow>(COLLECTIONS.menus);
const childrenOf = (id: number | null) => rows().filter((row) => row.parentId === id);
const uriTaken = (uri: string, exceptId?: number) => rows().some((row) => row.uri === uri && row.id !== exceptId);

/** A stored row as the calls answer it (no undefined keys). */
function record(row: MenuRow): MenuRecord {
  return JSON.parse(JSON.stringify(row)) as MenuRecord;
}

/** The stored form of an accepted input: empty icon and remark are left out, as in the seed. */
function stored(input: MenuUpdate): Omit<MenuRow, 'id' | 'parentId'> {
  const clean = cleanMenuUpdate(input);
  return {
    name: clean.name,
    uri: clean.uri,
    type: clean.type,
    icon: clean.icon || undefined,
    sort: clean.sort,
    remark: clean.remark || undefined,
  };
}

/** The menu editor's calls; the tree itself is listToTree in handlers.ts. */
export const menuHandlers = [
  route<MenuInput>(
    E.create,
    withAccount(async ({ request }) => {
      const input = await request.json();
      const parentId = input.parentId ?? null;
      const parent = parentId === null ? null : db.byId<MenuRow>(COLLECTIONS.menus, Number(parentId));
      if (parentId !== null && !parent)
        return refusal('parentId', await voice.say(request, 'menu.rules.parentMissing'));
      const problem = menuProblem(input, { parent: parent ?? null, uriTaken: (uri) => uriTaken(uri) });
      if (problem) return refusal(problem.field, await voice.say(request, problem.key, problem.params));
      const created = db.insert<MenuRow>(COLLECTIONS.menus, { ...stored(input), parentId: parent?.id ?? null });
      return ok(record(created));
    }),
  ),

  route<MenuUpdate>(
    E.update,
    withAccount(async ({ request, params }) => {
      const id = Number(params.id);
      const current = db.byId<MenuRow>(COLLECTIONS.menus, id);
      if (!current) return notFound(request);
      const input = await request.json();
      const parent = current.parentId === null ? null : (db.byId<MenuRow>(COLLECTIONS.menus, current.parentId) ?? null);
      const children = childrenOf(id);
      const problem = menuProblem(input, {
        parent,
        childTypes: children.map((child) => child.type),
        uriTaken: (uri) => uriTaken(uri, id),
      });
      if (problem) return refusal(problem.field, await voice.say(request, problem.key, problem.params));
      const changes = stored(input);
      if (PERMISSION_SCREENS.includes(current.uri) && changes.uri !== current.uri) {
        return refusal('uri', await voice.say(request, 'menu.rules.permissionScreen'));
      }
      const updated = db.update<MenuRow>(COLLECTIONS.menus, id, changes);
      // A screen's actions are named after it ('<screen uri>:<action>'): they follow a new uri.
      if (changes.uri !== current.uri && changes.type === MENU_TYPE.screen) {
        for (const action of children.filter((child) => child.uri.startsWith(`${current.uri}:`))) {
          db.update<MenuRow>(COLLECTIONS.menus, action.id, {
            uri: `${changes.uri}${action.uri.slice(current.uri.length)}`,
          });
        }
      }
      return ok(record(updated!));
    }),
  ),

  route<{ direction: MoveDirection }>(
    E.move,
    withAccount(async ({ request, params }) => {
      const id = Number(params.id);
      const current = db.byId<MenuRow>(COLLECTIONS.menus, id);
      if (!current) return notFound(request);
      const { direction } = await request.json();
      if (direction !== 'up' && direction !== 'down')
        return refusal('direction', await voice.say(request, 'menu.rules.direction'));
      const siblings = orderSiblings(childrenOf(current.parentId));
      const changes = moveSorts(siblings, id, direction);
      if (!changes) {
        return refusal(
          'direction',
          await voice.say(request, direction === 'up' ? 'menu.rules.first' : 'menu.rules.last'),
        );
      }
      if ([...changes.values()].some((sort) => sort > MENU_RULES.sortMax)) {
        return refusal(
          'sort',
          await voice.say(request, 'menu.rules.sortRoom', { min: MENU_RULES.sortMin, max: MENU_RULES.sortMax }),
        );
      }
      for (const [siblingId, sort] of changes) db.update<MenuRow>(COLLECTIONS.menus, siblingId, { sort });
      return ok(record(db.byId<MenuRow>(COLLECTIONS.menus, id)!));
    }),
  ),

  route(
    E.remove,
    withAccount(async ({ request, params }) => {
      const id = Number(params.id);
      const current = db.byId<MenuRow>(COLLECTIONS.menus, id);
      if (!current) return notFound(request);
      if (PERMISSION_SCREENS.includes(current.uri)) {
        return failure(400, await voice.say(request, 'menu.rules.permissionScreen'));
      }
      const children = childrenOf(id);
      if (children.length) {
        const name = nameForCaller(current, request);
        return refusal(
          'childAuths',
          await voice.say(request, 'menu.refusals.stillHolds', { name, count: children.length }),
        );
      }
      db.remove(COLLECTIONS.menus, id);
      // Roles stop granting what no longer exists (a role save refuses unknown entries).
      for (const role of db.all<RoleRow>(COLLECTIONS.roles).filter((row) => row.menuIds.includes(id))) {
        db.update<RoleRow>(COLLECTIONS.roles, role.id, { menuIds: role.menuIds.filter((menuId) => menuId !== id) });
      }
      return ok(null);
    }),
  ),
];
