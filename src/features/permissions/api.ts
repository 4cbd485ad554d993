import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { AccountInput, AdminAccount, AdminRole, RoleInput } from './types';

const ACCOUNTS = '/services/admin/api/admin/users';
const ROLES = '/services/admin/api/admin/roles';

/** Form saves are silent: the form shows the server's refusal itself. */
const formCall = { silent: true };

export const accountKeys = { all: ['admin-accounts'] as const };
export const roleKeys = { all: ['admin-roles'] as const, options: ['admin-roles', 'options'] as const };

export const accountApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<AdminAccount>>(ACCOUNTS, params, options),
  create: (input: AccountInput) => http.post<AdminAccount>(ACCOUNTS, input, formCall),
  update: (id: number, input: AccountInput) => http.put<AdminAccount>(`${ACCOUNTS}/${id}`, input, formCall),
  setActivated: (id: number, activated: boolean) =>
    http.put<AdminAccount>(`${ACCOUNTS}/${id}/activated`, { activated }),
  resetPassword: (id: number) => http.post<{ password: string }>(`${ACCOUNTS}/${id}/reset-password`),
  remove: (id: number) => http.delete<null>(`${ACCOUNTS}/${id}`),
};

export const roleApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<AdminRole>>(ROLES, params, options),
  all: () => http.get<Page<AdminRole>>(ROLES, { current: 1, size: 500 }).then((page) => page.records),
  create: (input: RoleInput) => http.post<AdminRole>(ROLES, input, formCall),
  update: (id: number, input: RoleInput) => http.put<AdminRole>(`${ROLES}/${id}`, input, formCall),
  remove: (id: number) => http.delete<null>(`${ROLES}/${id}`),
};
