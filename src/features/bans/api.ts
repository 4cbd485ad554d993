import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { BAN_ENDPOINTS, DEVICE_ENDPOINTS } from './endpoints';
import type { BanView, Device, DeviceAccount, DeviceBanInput } from './types';

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
  page: (params: Params, options?: CallOptions) =>
    http.get<Page<Device>>(pathOf(DEVICE_ENDPOINTS.page), params, options),
  accounts: (device: string) => http.get<DeviceAccount[]>(pathOf(DEVICE_ENDPOINTS.accounts, { deviceId: device })),
  ban: (device: string, input: DeviceBanInput) =>
    http.post<Device>(pathOf(DEVICE_ENDPOINTS.ban, { deviceId: device }), input, dialogCall),
  unban: (device: string, reason: string) =>
    http.post<Device>(pathOf(DEVICE_ENDPOINTS.unban, { deviceId: device }), { reason }, dialogCall),
};

export const banApi = {
  /** Bans in force; `state` (ended, lifted, all) asks for the history. */
  page: (params: Params, options?: CallOptions) => http.get<Page<BanView>>(pathOf(BAN_ENDPOINTS.page), params, options),
  lift: (id: number, reason: string) => http.post<BanView>(pathOf(BAN_ENDPOINTS.lift, { id }), { reason }, dialogCall),
};
