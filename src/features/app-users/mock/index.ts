/**
 * The app-users mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of app-users's mock is imported from outside it.
 */
export { applyClear, CLEARED_FIELD, clearRefusalText, defaultNickname, isClearKind } from './clear-punishment';
export { APP_USER_COLLECTIONS, FIRST_USER_ID, seedAppUsers } from './seed';
export type { AppUserRow, WhitelistRow } from './seed';
export { audienceUsers } from './audience';
