/** The app-users feature's public entry: exactly what screens, app/ and other features use of it. */
export { appealApi, appUserApi, appUserKeys, silenceApi, whitelistApi } from './api';
export { AppUserRoles } from './components/app-user-roles';
export { ClearDialog } from './components/clear-dialog';
export { PunishmentTable } from './components/punishment-table';
export { SilenceFields } from './components/silence-form';
export type { SilenceFormValues } from './components/silence-form';
export {
  useAppUser,
  useRefreshAppeals,
  useRefreshAppUsers,
  useRefreshPunished,
  useRefreshWhitelist,
  useSilenceHistory,
} from './components/use-app-user-queries';
export { useUserLabels } from './components/use-user-labels';
export { UserAvatar } from './components/user-avatar';
export { UserIdsField } from './components/user-ids-field';
export { canMoveAppeal, silenceState } from './rules';
export { APP_USER_RULES, APPEAL_STATUSES, FUNCTION_TYPES } from './types';
export type {
  Appeal,
  AppealStatus,
  AppUser,
  AppUserDetail,
  ClearKind,
  FunctionType,
  Punishment,
  WhitelistEntry,
} from './types';
