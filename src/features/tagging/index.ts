/** The tagging feature's public entry: exactly what screens, app/ and other features use of it. */
export { taggingApi, taggingKeys } from './api';
export { useAssign, useAssignDialog, useTaggers } from './components/assignment';
export { failureText, refusalText } from './components/refusal-text';
export { ReopenDialog } from './components/reopen-dialog';
export { useHistoryDrawer } from './components/history-drawer';
export { useTaskColumns } from './components/task-cells';
export { translatedFailure, useRefreshTags, useTagName, useTags } from './components/use-tags';
export { Workbench } from './components/workbench';
export { bySort, NAME_MAX_LENGTH, nameProblems, taggingMachine } from './rules';
export { NAME_LANGUAGES, REQUIRED_NAME_LANGUAGES } from './types';
export { useTaggingWaitingCounts } from './use-waiting-counts';
export type { NameLanguage, TaggingTask, TagInput, TagKind, TagWithUsage } from './types';
