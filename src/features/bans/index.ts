/** The bans feature's public entry: exactly what screens, app/ and other features use of it. */
export { BanManageScreen } from './components/ban-manage-screen';
export { DeviceManageScreen } from './components/device-manage-screen';
