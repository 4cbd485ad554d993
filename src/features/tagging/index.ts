/** The tagging feature's public entry: exactly what screens, app/ and other features use of it. */
export { taggingApi, taggingKeys } from './api';
export { useAssign, useAssignDialog, useTaggers } from './components/assignment';
export { failureText } from './components/refusal-text';
export { ReopenDialog } from './components/reopen-dialog';
export { useHistoryDrawer } from './components/history-drawer';
export { useTaskColumns } from './components/task-cells';
export { TweetsLabelsScreen } from './components/tweets-labels-screen';
export { Workbench } from './components/workbench';
export { taggingMachine } from './rules';
export { useTaggingWaitingCounts } from './use-waiting-counts';
export type { TaggingTask } from './types';
