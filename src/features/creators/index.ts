/** The creators feature's public entry: exactly what screens, app/ and other features use of it. */
export { creatorApi, creatorKeys } from './api';
export type { ReasonListItem } from './api';
export { CreatorDataOverviewScreen } from './components/creator-data-overview-screen';
export { NamesTab } from './components/names-tab';
export { TasksTab } from './components/tasks-tab';
export { useCreatorFields } from './components/use-creator-fields';
export {
  useRefreshCreatorPosts,
  useRefreshCreators,
  useSaveCriteria,
  useVerificationCheck,
  useVerificationCriteria,
} from './components/use-creator-queries';
export { CREATOR_LIMITS, criteriaProblems, scoreProblems } from './rules';
export type { Creator, CreatorField, CreatorPost, CriteriaInput, ReasonTexts, VerificationCheck } from './types';
