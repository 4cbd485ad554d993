/**
 * The app-users mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of app-users's mock is imported from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { APP_USER_GRANTS } from './grants';
import { appUserHandlers } from './handlers';
import { APP_USER_COLLECTIONS, seedAppUsers } from './seed';
export { applyClear, CLEARED_FIELD, clearRefusalText, defaultNickname, isClearKind } from './clear-punishment';
export { APP_USER_COLLECTIONS, FIRST_USER_ID, seedAppUsers } from './seed';
export type { AppUserRow, WhitelistRow } from './seed';
export { audienceUsers } from './audience';

/** The app-users mock, registered in src/mocks/features.ts. */
export const appUsersMock: FeatureMock = {
  name: 'app-users',
  handlers: appUserHandlers,
  grants: APP_USER_GRANTS,
  collections: Object.values(APP_USER_COLLECTIONS),
  seed: seedAppUsers,
};
