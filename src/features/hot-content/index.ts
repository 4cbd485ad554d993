/** The hot-content feature's public entry: exactly what screens, app/ and other features use of it. */
export { hotApi, hotKeys } from './api';
export { PositionFields, toFormValues, toPositionInput } from './components/position-form';
export type { PositionFormValues } from './components/position-form';
export { PostCell } from './components/post-cell';
export { RefreshButton } from './components/refresh-button';
export { useHotConfig, useScoreTest } from './components/use-hot-config';
export {
  useCommunitySlots,
  useOpenPositions,
  useRefreshHot,
  useReloadSlots,
  useSaveHotConfig,
  useSlotRecommendations,
} from './components/use-hot-queries';
export { effectiveEnd, hotMachine, LIMITS, meetsMinimums } from './rules';
export type {
  CommunityConfigInput,
  CommunityRecommendationView,
  HotPositionView,
  PoolCandidate,
  PostNumbers,
} from './types';
