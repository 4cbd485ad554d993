import { useTranslation } from 'react-i18next';
import { AppUserRoles } from '../../features/app-users';

/** App user roles (not console roles); the same feature serves content-review/app-user-role. */
export default function RoleManageScreen() {
  const { t } = useTranslation('users');
  return <AppUserRoles screenUri="/user-manage/role-manage" title={t('roles.title')} />;
}
