export { IdListInput, useIdListRules, type IdListInputProps, type IdListRuleOptions } from './id-list-input';
export { createIdChecker, idListProblems, parseIdList, type IdChecker, type FetchUnknownIds } from './id-list';
