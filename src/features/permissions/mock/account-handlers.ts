import { http, HttpResponse } from 'msw';
import { withAccount, type AdminAccountRow } from '../../../mocks/auth-guard';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { api, failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { masked } from '../../../mocks/personal-data';
import { maskEmail } from '../../../shared/privacy/mask';
import { ACCOUNT_RULES, type AccountInput, type AdminAccount } from '../types';
import type { RoleRow } from './permissions-seed';

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
function problemWith(
  input: Partial<AccountInput>,
  creating: boolean,
  id?: number,
): { field: string; message: string } | null {
  const fieldError = (field: string, message: string) => ({ field, message });
  const login = input.login?.trim() ?? '';
  if (!ACCOUNT_RULES.loginPattern.test(login))
    return fieldError('login', 'Login must be 3 to 50 letters, digits, _ . or -');
  if (
    db.find<AdminAccountRow>(
      COLLECTIONS.accounts,
      (row) => row.login.toLowerCase() === login.toLowerCase() && row.id !== id,
    )
  ) {
    return fieldError('login', `The login ${login} is already taken`);
  }
  if (!input.firstName?.trim() || input.firstName.length > ACCOUNT_RULES.nameMaxLength)
    return fieldError('firstName', 'Name is required (50 characters at most)');
  if (!ACCOUNT_RULES.emailPattern.test(input.email ?? '')) return fieldError('email', 'Email address is not valid');
  if (!input.roleIds?.length) return fieldError('roleIds', 'Choose at least one role');
  if (input.roleIds.some((roleId) => !db.byId<RoleRow>(COLLECTIONS.roles, roleId)))
    return fieldError('roleIds', 'Unknown role');
  if (creating && (input.password?.length ?? 0) < ACCOUNT_RULES.passwordMinLength)
    return fieldError('password', 'Password needs at least 8 characters');
  return null;
}

/** A refused save: the envelope's message plus the field it concerns, for the form to mark. */
function refusal({ field, message }: { field: string; message: string }) {
  return HttpResponse.json({ code: 400, message, fieldErrors: [{ field, message }] });
}

export const accountHandlers = [
  http.get(
    api('/admin/api/admin/users'),
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

  http.post<never, AccountInput>(
    api('/admin/api/admin/users'),
    withAccount(async ({ request, account }) => {
      const input = await request.json();
      const problem = problemWith(input, true);
      if (problem) return refusal(problem);
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

  http.put<{ id: string }, AccountInput>(
    api('/admin/api/admin/users/:id'),
    withAccount(async ({ request, params, account }) => {
      const id = Number(params.id);
      const stored = db.byId<AdminAccountRow>(COLLECTIONS.accounts, id);
      if (!stored) return failure(404, 'Account not found', { httpStatus: 404 });
      const input = await request.json();
      // The form shows the address masked; sent back unchanged, it keeps the stored one.
      if (input.email?.trim() === maskEmail(stored.email)) input.email = stored.email;
      const problem = problemWith(input, false, id);
      if (problem) return refusal(problem);
      if (id === account.id && input.activated === false) {
        return refusal({ field: 'activated', message: 'You cannot disable your own account' });
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
      return ok(publicAccount(updated!));
    }),
  ),

  http.put<{ id: string }, { activated: boolean }>(
    api('/admin/api/admin/users/:id/activated'),
    withAccount(async ({ request, params, account }) => {
      const id = Number(params.id);
      const { activated } = await request.json();
      if (!db.byId(COLLECTIONS.accounts, id)) return failure(404, 'Account not found', { httpStatus: 404 });
      if (id === account.id && !activated) return failure(400, 'You cannot disable your own account');
      return ok(
        publicAccount(db.update<AdminAccountRow>(COLLECTIONS.accounts, id, { activated: Boolean(activated) })!),
      );
    }),
  ),

  http.post<{ id: string }>(
    api('/admin/api/admin/users/:id/reset-password'),
    withAccount(({ params }) => {
      const id = Number(params.id);
      if (!db.byId(COLLECTIONS.accounts, id)) return failure(404, 'Account not found', { httpStatus: 404 });
      const password = `Tmp-${Math.random().toString(36).slice(2, 10)}`;
      db.update<AdminAccountRow>(COLLECTIONS.accounts, id, { password });
      return ok({ password });
    }),
  ),

  http.delete<{ id: string }>(
    api('/admin/api/admin/users/:id'),
    withAccount(({ params, account }) => {
      const id = Number(params.id);
      if (id === account.id) return failure(400, 'You cannot delete your own account');
      if (!db.remove(COLLECTIONS.accounts, id)) return failure(404, 'Account not found', { httpStatus: 404 });
      return ok(null);
    }),
  ),
];
