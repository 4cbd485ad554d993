/** The auth feature's public entry: exactly what screens, app/ and other features use of it. */
export { authApi } from './api';
export { AUTH_ENDPOINTS } from './endpoints';
