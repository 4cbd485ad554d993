/** The bans feature's public entry: exactly what screens, app/ and other features use of it. */
export { banApi, banKeys, deviceApi } from './api';
export { DeviceAccountsDrawer } from './components/device-accounts-drawer';
export { BanDeviceDialog, UnbanDeviceDialog } from './components/device-ban-dialogs';
export { useBanLabels } from './components/use-ban-labels';
export { useBanWrites } from './queries';
export { BAN_MACHINE } from './rules';
export { BAN_ORIGINS, BAN_RULES, BAN_STATE_FILTERS, BAN_SUBJECTS } from './types';
export type { BanView, Device } from './types';
