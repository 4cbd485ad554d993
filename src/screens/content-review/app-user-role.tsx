import { useTranslation } from 'react-i18next';
import { AppUserRoles } from '../../features/app-users';
import { menuName } from '../../shared/menu/menu-name';
import { useMenuStore } from '../../shared/stores/menu-store';
import { usePreferencesStore } from '../../shared/stores/preferences-store';

const URI = '/content-review/app-user-role';

/**
 * "Common User Role Manage": the app user roles of user-manage/role-manage (spec: one component serving
 * both uris), gated by this screen's own action entries and titled with this menu entry's name.
 */
export default function AppUserRoleScreen() {
  const { t } = useTranslation('users');
  const language = usePreferencesStore((state) => state.language);
  const route = useMenuStore((state) => state.routes.find((entry) => entry.path === URI));
  return <AppUserRoles screenUri={URI} title={route ? menuName(route.name, language) : t('roles.title')} />;
}
