import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type {
  Appeal,
  AppUser,
  AppUserDetail,
  AppUserRole,
  AppUserRoleInput,
  ClearKind,
  Punishment,
  SilenceInput,
  WhitelistEntry,
  WhitelistInput,
} from './types';
import {
  APP_USER_ENDPOINTS as U,
  APP_USER_ROLE_ENDPOINTS as R,
  APPEAL_ENDPOINTS as A,
  SILENCE_ENDPOINTS as S,
  WHITELIST_ENDPOINTS as W,
} from './endpoints';

/** Form saves are silent: the form shows the server's refusal itself. */
const formCall = { silent: true };
type Params = Record<string, string | number>;

export const appUserKeys = {
  users: ['app-users'] as const,
  user: (id: number) => ['app-users', 'detail', id] as const,
  silences: ['app-user-silences'] as const,
  whitelist: ['app-user-whitelist'] as const,
  appeals: ['app-user-appeals'] as const,
  roles: ['app-user-roles'] as const,
  roleOptions: ['app-user-roles', 'options'] as const,
};

export const appUserApi = {
  page: (params: Params, options?: CallOptions) => http.get<Page<AppUser>>(pathOf(U.page), params, options),
  detail: (id: number) => http.get<AppUserDetail>(pathOf(U.detail, { id })),
  /** Which of these user IDs or logins do not exist (for IdListInput's check). */
  unknownIds: (ids: string[]) =>
    http
      .post<{ unknown: string[] }>(pathOf(U.unknownIds), { ids }, { silent: true, skipLoading: true })
      .then((answer) => answer.unknown),
  punish: (id: number, kind: ClearKind, reason: string) =>
    http.post<Punishment>(pathOf(U.punish, { id }), { kind, reason }, formCall),
  setRole: (id: number, roleId: number | null) =>
    http.put<AppUser>(pathOf(U.setRole, { id }), { roleId }, formCall),
};

export const silenceApi = {
  page: (params: Params, options?: CallOptions) => http.get<Page<Punishment>>(pathOf(S.page), params, options),
  /** Every silence of one user, newest first. */
  history: (userId: number) =>
    http.get<Page<Punishment>>(pathOf(S.page), { userId, current: 1, size: 500 }).then((page) => page.records),
  create: (input: SilenceInput) => http.post<Punishment[]>(pathOf(S.create), input, formCall),
  lift: (id: number) => http.put<Punishment>(pathOf(S.lift, { id })),
};

export const whitelistApi = {
  page: (params: Params, options?: CallOptions) => http.get<Page<WhitelistEntry>>(pathOf(W.page), params, options),
  add: (input: WhitelistInput) => http.post<WhitelistEntry[]>(pathOf(W.add), input, formCall),
  remove: (ids: number[]) => http.post<null>(pathOf(W.remove), { ids }),
};

export const appealApi = {
  page: (params: Params, options?: CallOptions) => http.get<Page<Appeal>>(pathOf(A.page), params, options),
  accept: (id: number) => http.put<Appeal>(pathOf(A.accept, { id })),
  reject: (id: number, reason: string) => http.put<Appeal>(pathOf(A.reject, { id }), { reason }, formCall),
};

export const appUserRoleApi = {
  page: (params: Params, options?: CallOptions) =>
    http.get<Page<AppUserRole>>(pathOf(R.page), params, options),
  all: () =>
    http.get<Page<AppUserRole>>(pathOf(R.page), { current: 1, size: 500 }).then((page) => page.records),
  create: (input: AppUserRoleInput) => http.post<AppUserRole>(pathOf(R.create), input, formCall),
  update: (id: number, input: AppUserRoleInput) =>
    http.put<AppUserRole>(pathOf(R.update, { id }), input, formCall),
};
