/** The image-risk feature's public entry: exactly what screens, app/ and other features use of it. */
export { imageRiskApi, imageRiskKeys } from './api';
export type { BlacklistEntry } from './types';
