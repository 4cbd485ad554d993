/**
 * The push feature's reusable parts. A screen of pushes is `<PushList kind="..." />` for a channel in
 * `PUSH_CHANNELS`; a form of its own composes `PushFields` inside the kit's FormDrawer, with
 * `toPushInput`/`toPushFormValues`, `pushApi.estimate` before confirming and `AudienceSummary` in the
 * confirmation; `AuditDrawer` shows a push's trail.
 */
export { PushList } from './components/push-list';
export {
  PushFields,
  toPushInput,
  toPushFormValues,
  NEW_PUSH_VALUES,
  type PushFormValues,
} from './components/push-form';
export { AudienceSummary } from './components/audience-summary';
export { AuditDrawer } from './components/audit-drawer';
export { DesignatedUsersField } from './components/designated-users-field';
export { pushApi, pushKeys } from './api';
export { PUSH_CHANNELS, pushAction, type PushChannel, type PushKind } from './channels';
export { pushMachine, pushProblems, estimateAudience } from './rules';
