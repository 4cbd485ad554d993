/** The hot-content feature's public entry: exactly what screens, app/ and other features use of it. */
export { hotApi, hotKeys } from './api';
export { CommunityRecommendationsScreen } from './components/community-recommendations-screen';
export { PositionFields, toFormValues, toPositionInput } from './components/position-form';
export type { PositionFormValues } from './components/position-form';
export { PostCell } from './components/post-cell';
export { RefreshButton } from './components/refresh-button';
export { useHotConfig, useScoreTest } from './components/use-hot-config';
export { useOpenPositions, useRefreshHot, useSaveHotConfig } from './components/use-hot-queries';
export { effectiveEnd, hotMachine, LIMITS, meetsMinimums } from './rules';
export type { CommunityConfigInput, HotPositionView, PoolCandidate, PostNumbers } from './types';
