import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { ACCOUNT_ENDPOINTS as A, ROLE_ENDPOINTS as R } from './endpoints';
import type { AccountInput, AdminAccount, AdminRole, RoleInput } from './types';

/** Form saves are silent: the form shows the server's refusal itself. */
const formCall = { silent: true };

export const accountKeys = { all: ['admin-accounts'] as const };
export const roleKeys = { all: ['admin-roles'] as const, options: ['admin-roles', 'options'] as const };

export const accountApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<AdminAccount>>(pathOf(A.page), params, options),
  create: (input: AccountInput) => http.post<AdminAccount>(pathOf(A.create), input, formCall),
  update: (id: number, input: AccountInput) => http.put<AdminAccount>(pathOf(A.update, { id }), input, formCall),
  setActivated: (id: number, activated: boolean) =>
    http.put<AdminAccount>(pathOf(A.setActivated, { id }), { activated }),
  resetPassword: (id: number) => http.post<{ password: string }>(pathOf(A.resetPassword, { id })),
  remove: (id: number) => http.delete<null>(pathOf(A.remove, { id })),
};

export const roleApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<AdminRole>>(pathOf(R.page), params, options),
  all: () => http.get<Page<AdminRole>>(pathOf(R.page), { current: 1, size: 500 }).then((page) => page.records),
  create: (input: RoleInput) => http.post<AdminRole>(pathOf(R.create), input, formCall),
  update: (id: number, input: RoleInput) => http.put<AdminRole>(pathOf(R.update, { id }), input, formCall),
  remove: (id: number) => http.delete<null>(pathOf(R.remove, { id })),
};
