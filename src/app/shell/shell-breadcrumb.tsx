import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { findEntry, HOME_ENTRY } from '../../shared/menu/build-routes';
import { menuName } from '../../shared/menu/menu-name';
import { useMenuStore } from '../../shared/stores/menu-store';
import { usePreferencesStore } from '../../shared/stores/preferences-store';

/** Home, then the folders above the current screen, then the screen; arrows point the reading way. */
export function ShellBreadcrumb() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const language = usePreferencesStore((state) => state.language);
  const isRtl = usePreferencesStore((state) => state.isRtl);
  const menus = useMenuStore((state) => state.menus);
  const routes = useMenuStore((state) => state.routes);
  const route = routes.find((candidate) => candidate.path === pathname);

  const items = [{ key: 'home', title: <Link to="/">{menuName(HOME_ENTRY.name, language)}</Link> }];
  if (route && route.path !== HOME_ENTRY.uri) {
    for (const uri of route.parents) {
      const folder = findEntry(menus, uri);
      if (folder) items.push({ key: uri, title: <span>{menuName(folder.name, language)}</span> });
    }
    items.push({ key: route.path, title: <span>{menuName(route.name, language)}</span> });
  }

  return (
    <nav aria-label={t('breadcrumb')}>
      <Breadcrumb items={items} separator={isRtl ? <LeftOutlined /> : <RightOutlined />} />
    </nav>
  );
}
