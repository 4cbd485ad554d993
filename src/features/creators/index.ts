/** The creators feature's public entry: exactly what screens, app/ and other features use of it. */
export { creatorApi, creatorKeys } from './api';
export type { ReasonListItem } from './api';
export { CreatorDataOverviewScreen } from './components/creator-data-overview-screen';
export { CreatorPostsScoreScreen } from './components/creator-posts-score-screen';
export { CreatorUserListScreen } from './components/creator-user-list-screen';
export { NamesTab } from './components/names-tab';
export { TasksTab } from './components/tasks-tab';
export { useCreatorFields } from './components/use-creator-fields';
export { VerificationCriteriaScreen } from './components/verification-criteria-screen';
export { CREATOR_LIMITS } from './rules';
export type { CreatorField, ReasonTexts } from './types';
