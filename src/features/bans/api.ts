import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { BanView, Device, DeviceAccount, DeviceBanInput } from './types';

const BASE = '/services/community/api';
/** Dialog saves are silent: the reason dialog shows the server's refusal itself. */
const dialogCall = { silent: true };
type Params = Record<string, string | number>;

export const banKeys = {
  devices: ['devices'] as const,
  deviceAccounts: (deviceId: string) => ['devices', 'accounts', deviceId] as const,
  bans: ['bans'] as const,
};

export const deviceApi = {
  page: (params: Params, options?: CallOptions) => http.get<Page<Device>>(`${BASE}/devices`, params, options),
  accounts: (deviceId: string) => http.get<DeviceAccount[]>(`${BASE}/devices/${encodeURIComponent(deviceId)}/accounts`),
  ban: (deviceId: string, input: DeviceBanInput) =>
    http.post<Device>(`${BASE}/devices/${encodeURIComponent(deviceId)}/ban`, input, dialogCall),
  unban: (deviceId: string, reason: string) =>
    http.post<Device>(`${BASE}/devices/${encodeURIComponent(deviceId)}/unban`, { reason }, dialogCall),
};

export const banApi = {
  /** Bans in force; `state` (ended, lifted, all) asks for the history. */
  page: (params: Params, options?: CallOptions) => http.get<Page<BanView>>(`${BASE}/bans`, params, options),
  lift: (id: number, reason: string) => http.post<BanView>(`${BASE}/bans/${id}/lift`, { reason }, dialogCall),
};
