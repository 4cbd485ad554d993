import { grant } from '../../../mocks/endpoint-grant';
import {
  APP_USER_ENDPOINTS,
  APP_USER_ROLE_ENDPOINTS,
  APPEAL_ENDPOINTS,
  SILENCE_ENDPOINTS,
  WHITELIST_ENDPOINTS,
} from '../endpoints';

const USER_LIST = '/user-manage/user-list';
const ROLE_MANAGE = '/user-manage/role-manage';
const APP_USER_ROLE = '/content-review/app-user-role';
const SILENCES = '/user-manage/user-prohibitions';
const WHITELIST = '/user-manage/set-white-list';
const APPEALS = '/user-manage/grievance-handling';

/**
 * What the app-user endpoints need: the screen to read, its action entry to write or export. The role
 * screens list the users without a role; the silence and whitelist forms check the IDs typed.
 */
export const APP_USER_GRANTS = [
  grant(APP_USER_ENDPOINTS.page, [USER_LIST, ROLE_MANAGE, APP_USER_ROLE], { exportNeeds: [`${USER_LIST}:export`] }),
  grant(APP_USER_ENDPOINTS.unknownIds, [`${SILENCES}:silence`, `${WHITELIST}:add`]),
  grant(APP_USER_ENDPOINTS.detail, [USER_LIST]),
  grant(APP_USER_ENDPOINTS.punish, [`${USER_LIST}:punish`]),
  grant(APP_USER_ENDPOINTS.setRole, [`${ROLE_MANAGE}:edit`, `${APP_USER_ROLE}:edit`]),
  grant(SILENCE_ENDPOINTS.page, [SILENCES], { exportNeeds: [`${SILENCES}:export`] }),
  grant(SILENCE_ENDPOINTS.create, [`${SILENCES}:silence`, `${USER_LIST}:silence`]),
  grant(SILENCE_ENDPOINTS.lift, [`${SILENCES}:unsilence`]),
  grant(WHITELIST_ENDPOINTS.page, [WHITELIST], { exportNeeds: [`${WHITELIST}:export`] }),
  grant(WHITELIST_ENDPOINTS.add, [`${WHITELIST}:add`]),
  grant(WHITELIST_ENDPOINTS.remove, [`${WHITELIST}:remove`]),
  grant(APPEAL_ENDPOINTS.page, [APPEALS]),
  grant(APPEAL_ENDPOINTS.accept, [`${APPEALS}:handle`]),
  grant(APPEAL_ENDPOINTS.reject, [`${APPEALS}:handle`]),
  grant(APP_USER_ROLE_ENDPOINTS.page, [ROLE_MANAGE, APP_USER_ROLE]),
  grant(APP_USER_ROLE_ENDPOINTS.create, [`${ROLE_MANAGE}:create`, `${APP_USER_ROLE}:create`]),
  grant(APP_USER_ROLE_ENDPOINTS.update, [`${ROLE_MANAGE}:edit`, `${APP_USER_ROLE}:edit`]),
];
