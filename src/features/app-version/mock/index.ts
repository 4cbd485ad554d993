/**
 * The app-version mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of app-version's mock is imported from outside it.
 */
export { PLATFORMS } from '../types';
export type { Platform } from '../types';
