import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { BanView, Device, DeviceAccount, DeviceBanInput } from './types';

const BASE = '/services/community/api';
/** Dialog saves are silent: the reason dialog shows the server's refusal itself. */
const dialogCall = { silent: true };
type Params = Record<string, string | number>;

export const banKeys = {
  devices: ['devices'] as const,
  deviceAccounts: (device: string) => ['devices', 'accounts', device] as const,
  bans: ['bans'] as const,
};

/** `device`: the device's record id (the console sees device IDs masked) or its device ID. */
export const deviceApi = {
  page: (params: Params, options?: CallOptions) => http.get<Page<Device>>(`${BASE}/devices`, params, options),
  accounts: (device: string) => http.get<DeviceAccount[]>(`${BASE}/devices/${encodeURIComponent(device)}/accounts`),
  ban: (device: string, input: DeviceBanInput) =>
    http.post<Device>(`${BASE}/devices/${encodeURIComponent(device)}/ban`, input, dialogCall),
  unban: (device: string, reason: string) =>
    http.post<Device>(`${BASE}/devices/${encodeURIComponent(device)}/unban`, { reason }, dialogCall),
};

export const banApi = {
  /** Bans in force; `state` (ended, lifted, all) asks for the history. */
  page: (params: Params, options?: CallOptions) => http.get<Page<BanView>>(`${BASE}/bans`, params, options),
  lift: (id: number, reason: string) => http.post<BanView>(`${BASE}/bans/${id}/lift`, { reason }, dialogCall),
};
