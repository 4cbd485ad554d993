import { HttpResponse } from 'msw';
import { tokenOf, withAccount, type AdminAccountRow } from '../../../mocks/auth-guard';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { masked } from '../../../mocks/personal-data';
import { randomPassword } from '../../../mocks/random';
import { endSessionsOf } from '../../../mocks/sessions';
import { maskEmail } from '../../../shared/privacy/mask';
import { ACCOUNT_ENDPOINTS as E } from '../endpoints';
import { ACCOUNT_RULES, type AccountInput, type AdminAccount } from '../types';
import { losesLastPermissionsHolder, rolesNotHeld } from './account-grant-rules';
import type { RoleRow } from './permissions-seed';

const voice = mockVoice('permissions');

/** A reset password's length: about 77 bits from the CSPRNG. */
const RESET_PASSWORD_LENGTH = 13;

function publicAccount({ password: _password, ...account }: AdminAccountRow): AdminAccount {
  return {
    id: account.id,
    login: account.login,
    firstName: account.firstName,
    email: masked(account, { email: 'email' }).email,
    activated: account.activated,
    roleIds: account.roleIds,
    createdDate: account.createdDate,
    lastModifiedDate: account.lastModifiedDate,
  };
}

/** The same rules as the account form; a broken one names the field it concerns. */
async function problemWith(
  request: Request,
  input: Partial<AccountInput>,
  creating: boolean,
  id?: number,
): Promise<{ field: string; message: string } | null> {
  const fieldError = async (field: string, key: string, options: Record<string, unknown> = {}) => ({
    field,
    message: await voice.say(request, `account.refusals.${key}`, options),
  });
  const login = input.login?.trim() ?? '';
  if (!ACCOUNT_RULES.loginPattern.test(login)) return fieldError('login', 'loginPattern');
  if (
    db.find<AdminAccountRow>(
      COLLECTIONS.accounts,
      (row) => row.login.toLowerCase() === login.toLowerCase() && row.id !== id,
    )
  ) {
    return fieldError('login', 'loginTaken', { login });
  }
  if (!input.firstName?.trim() || input.firstName.length > ACCOUNT_RULES.nameMaxLength)
    return fieldError('firstName', 'nameRequired', { max: ACCOUNT_RULES.nameMaxLength });
  if (!ACCOUNT_RULES.emailPattern.test(input.email ?? '')) return fieldError('email', 'emailInvalid');
  if (!input.roleIds?.length) return fieldError('roleIds', 'rolesRequired');
  if (input.roleIds.some((roleId) => !db.byId<RoleRow>(COLLECTIONS.roles, roleId)))
    return fieldError('roleIds', 'unknownRole');
  if (creating && (input.password?.length ?? 0) < ACCOUNT_RULES.passwordMinLength)
    return fieldError('password', 'passwordShort', { min: ACCOUNT_RULES.passwordMinLength });
  return null;
}

/** A refused save: the envelope's message plus the field it concerns, for the form to mark. */
function refusal({ field, message }: { field: string; message: string }) {
  return HttpResponse.json({ code: 400, message, fieldErrors: [{ field, message }] });
}

/** The admin gives only roles whose menu entries she holds herself; those the account had it may keep. */
async function grantProblem(request: Request, admin: AdminAccountRow, roleIds: number[], had?: number[]) {
  const notHeld = rolesNotHeld(admin, roleIds, had);
  if (!notHeld.length) return null;
  const roles = notHeld.map((role) => role.name).join(', ');
  return refusal({ field: 'roleIds', message: await voice.say(request, 'account.refusals.rolesNotHeld', { roles }) });
}

/** The last active account holding the permission screens keeps them: nobody could give them back. */
async function lastHolderRefusal(request: Request, account: AdminAccountRow, field?: string) {
  const message = await voice.say(request, 'account.refusals.lastPermissionsHolder', { login: account.login });
  return field ? refusal({ field, message }) : failure(400, message);
}

export const accountHandlers = [
  route(
    E.page,
    withAccount(({ request }) => {
      const url = new URL(request.url);
      const login = url.searchParams.get('login')?.toLowerCase() ?? '';
      const activated = url.searchParams.get('activated');
      const roleId = Number(url.searchParams.get('roleId')) || undefined;
      const rows = db
        .all<AdminAccountRow>(COLLECTIONS.accounts)
        .filter(
          (row) => !login || row.login.toLowerCase().includes(login) || row.firstName.toLowerCase().includes(login),
        )
        .filter((row) => activated === null || String(row.activated) === activated)
        .filter((row) => !roleId || row.roleIds.includes(roleId))
        .map(publicAccount);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<AccountInput>(
    E.create,
    withAccount(async ({ request, account }) => {
      const input = await request.json();
      const problem = await problemWith(request, input, true);
      if (problem) return refusal(problem);
      const notHeld = await grantProblem(request, account, input.roleIds);
      if (notHeld) return notHeld;
      const now = new Date().toISOString();
      const created = db.insert<AdminAccountRow>(COLLECTIONS.accounts, {
        login: input.login.trim(),
        password: input.password!,
        firstName: input.firstName.trim(),
        email: input.email.trim(),
        activated: input.activated ?? true,
        langKey: 'en',
        roleIds: input.roleIds,
        createdBy: account.login,
        createdDate: now,
        lastModifiedBy: account.login,
        lastModifiedDate: now,
      });
      return ok(publicAccount(created));
    }),
  ),

  route<AccountInput>(
    E.update,
    withAccount(async ({ request, params, account }) => {
      const id = Number(params.id);
      const stored = db.byId<AdminAccountRow>(COLLECTIONS.accounts, id);
      if (!stored) return failure(404, await voice.say(request, 'account.refusals.notFound'), { httpStatus: 404 });
      const input = await request.json();
      // The form shows the address masked; sent back unchanged, it keeps the stored one.
      if (input.email?.trim() === maskEmail(stored.email)) input.email = stored.email;
      const problem = await problemWith(request, input, false, id);
      if (problem) return refusal(problem);
      // A missing flag is not a "no": the save says what the account's state is to be.
      if (typeof input.activated !== 'boolean') {
        return refusal({ field: 'activated', message: await voice.say(request, 'account.refusals.activatedRequired') });
      }
      if (id === account.id && input.activated === false) {
        return refusal({ field: 'activated', message: await voice.say(request, 'account.refusals.disableSelf') });
      }
      const notHeld = await grantProblem(request, account, input.roleIds, stored.roleIds);
      if (notHeld) return notHeld;
      if (losesLastPermissionsHolder(stored, { roleIds: input.roleIds, activated: input.activated })) {
        return lastHolderRefusal(request, stored, input.activated ? 'roleIds' : 'activated');
      }
      const updated = db.update<AdminAccountRow>(COLLECTIONS.accounts, id, {
        login: input.login.trim(),
        firstName: input.firstName.trim(),
        email: input.email.trim(),
        roleIds: input.roleIds,
        activated: input.activated,
        lastModifiedBy: account.login,
        lastModifiedDate: new Date().toISOString(),
      });
      // Sessions are kept only while the account stays as it was signed in: disabled or enabled again,
      // it signs in anew (an enabled account's sessions from before it was disabled stay ended).
      if (input.activated !== stored.activated) endSessionsOf(id);
      return ok(publicAccount(updated!));
    }),
  ),

  route<{ activated: boolean }>(
    E.setActivated,
    withAccount(async ({ request, params, account }) => {
      const id = Number(params.id);
      const { activated } = await request.json();
      const stored = db.byId<AdminAccountRow>(COLLECTIONS.accounts, id);
      if (!stored) return failure(404, await voice.say(request, 'account.refusals.notFound'), { httpStatus: 404 });
      if (typeof activated !== 'boolean') return voice.refuse(request, 400, 'account.refusals.activatedRequired');
      if (id === account.id && !activated) return voice.refuse(request, 400, 'account.refusals.disableSelf');
      if (losesLastPermissionsHolder(stored, { roleIds: stored.roleIds, activated })) {
        return lastHolderRefusal(request, stored);
      }
      if (activated !== stored.activated) endSessionsOf(id);
      return ok(publicAccount(db.update<AdminAccountRow>(COLLECTIONS.accounts, id, { activated })!));
    }),
  ),

  route(
    E.resetPassword,
    withAccount(async ({ params, request }) => {
      const id = Number(params.id);
      if (!db.byId(COLLECTIONS.accounts, id))
        return failure(404, await voice.say(request, 'account.refusals.notFound'), { httpStatus: 404 });
      const password = randomPassword(RESET_PASSWORD_LENGTH);
      db.update<AdminAccountRow>(COLLECTIONS.accounts, id, { password });
      // Whoever knew the old password is signed out everywhere; an admin resetting her own keeps this session.
      endSessionsOf(id, tokenOf(request));
      return ok({ password });
    }),
  ),

  route(
    E.remove,
    withAccount(async ({ params, account, request }) => {
      const id = Number(params.id);
      if (id === account.id) return voice.refuse(request, 400, 'account.refusals.deleteSelf');
      const stored = db.byId<AdminAccountRow>(COLLECTIONS.accounts, id);
      if (!stored) return failure(404, await voice.say(request, 'account.refusals.notFound'), { httpStatus: 404 });
      if (losesLastPermissionsHolder(stored, null)) return lastHolderRefusal(request, stored);
      db.remove(COLLECTIONS.accounts, id);
      endSessionsOf(id);
      return ok(null);
    }),
  ),
];
