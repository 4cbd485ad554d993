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

const BASE = '/services/community/api';
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
  page: (params: Params, options?: CallOptions) => http.get<Page<AppUser>>(`${BASE}/app-users`, params, options),
  detail: (id: number) => http.get<AppUserDetail>(`${BASE}/app-users/${id}`),
  /** Which of these user IDs or logins do not exist (for IdListInput's check). */
  unknownIds: (ids: string[]) =>
    http
      .post<{ unknown: string[] }>(`${BASE}/app-users/check`, { ids }, { silent: true, skipLoading: true })
      .then((answer) => answer.unknown),
  punish: (id: number, kind: ClearKind, reason: string) =>
    http.post<Punishment>(`${BASE}/app-users/${id}/punish`, { kind, reason }, formCall),
  setRole: (id: number, roleId: number | null) =>
    http.put<AppUser>(`${BASE}/app-users/${id}/role`, { roleId }, formCall),
};

export const silenceApi = {
  page: (params: Params, options?: CallOptions) => http.get<Page<Punishment>>(`${BASE}/silences`, params, options),
  /** Every silence of one user, newest first. */
  history: (userId: number) =>
    http.get<Page<Punishment>>(`${BASE}/silences`, { userId, current: 1, size: 500 }).then((page) => page.records),
  create: (input: SilenceInput) => http.post<Punishment[]>(`${BASE}/silences`, input, formCall),
  lift: (id: number) => http.put<Punishment>(`${BASE}/silences/${id}/lift`),
};

export const whitelistApi = {
  page: (params: Params, options?: CallOptions) => http.get<Page<WhitelistEntry>>(`${BASE}/whitelist`, params, options),
  add: (input: WhitelistInput) => http.post<WhitelistEntry[]>(`${BASE}/whitelist`, input, formCall),
  remove: (ids: number[]) => http.post<null>(`${BASE}/whitelist/remove`, { ids }),
};

export const appealApi = {
  page: (params: Params, options?: CallOptions) => http.get<Page<Appeal>>(`${BASE}/appeals`, params, options),
  accept: (id: number) => http.put<Appeal>(`${BASE}/appeals/${id}/accept`),
  reject: (id: number, reason: string) => http.put<Appeal>(`${BASE}/appeals/${id}/reject`, { reason }, formCall),
};

export const appUserRoleApi = {
  page: (params: Params, options?: CallOptions) =>
    http.get<Page<AppUserRole>>(`${BASE}/app-user-roles`, params, options),
  all: () =>
    http.get<Page<AppUserRole>>(`${BASE}/app-user-roles`, { current: 1, size: 500 }).then((page) => page.records),
  create: (input: AppUserRoleInput) => http.post<AppUserRole>(`${BASE}/app-user-roles`, input, formCall),
  update: (id: number, input: AppUserRoleInput) =>
    http.put<AppUserRole>(`${BASE}/app-user-roles/${id}`, input, formCall),
};
