import { useQueryClient } from '@tanstack/react-query';
import { banApi, banKeys, deviceApi } from './api';
import type { DeviceBanInput } from './types';

/**
 * The bans' writes, each reading both lists again once done: a device ban is a ban (ban-manage lists it),
 * and lifting a device's ban unbans the device (device-manage shows it).
 */
export function useBanWrites() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: banKeys.bans }),
      queryClient.invalidateQueries({ queryKey: banKeys.devices }),
    ]);
  return {
    lift: async (banId: number, reason: string) => {
      await banApi.lift(banId, reason);
      await refresh();
    },
    banDevice: async (device: string, input: DeviceBanInput) => {
      await deviceApi.ban(device, input);
      await refresh();
    },
    unbanDevice: async (device: string, reason: string) => {
      await deviceApi.unban(device, reason);
      await refresh();
    },
  };
}
