export { IdListInput, useIdListRules } from './id-list-input';
export { createIdChecker, type IdChecker } from './id-list';
