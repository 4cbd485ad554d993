import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { menuName } from '../../shared/menu/menu-name';
import { MENU_TYPE, type MenuEntry } from '../../shared/menu/menu-types';
import type { Language } from '../../shared/i18n/languages';
import { useMenuStore, useNavigationStore } from '../../shared/stores/menu-store';
import { usePreferencesStore } from '../../shared/stores/preferences-store';
import { IdleWarmUp } from '../router/idle-warm-up';
import { prefetchScreen } from '../router/prefetch';
import { MenuIcon } from './menu-icons';

type Item = Required<MenuProps>['items'][number];

/**
 * Entries the admin holds but that have no screen in this console yet stay visible, disabled, so the
 * menu shows what the role grants; they never become routes.
 */
function toItems(entries: MenuEntry[], language: Language, routable: Set<string>, notReady: string): Item[] {
  return entries.map((entry) => {
    const label = menuName(entry.name, language);
    if (entry.type === MENU_TYPE.folder || entry.childAuths?.length) {
      return {
        key: entry.uri,
        icon: <MenuIcon name={entry.icon} />,
        label,
        children: toItems(entry.childAuths ?? [], language, routable, notReady),
      };
    }
    const ready = routable.has(entry.uri);
    return {
      key: entry.uri,
      icon: <MenuIcon name={entry.icon} />,
      label: ready ? label : <span title={notReady}>{label}</span>,
      disabled: !ready,
      onMouseEnter: ready ? () => void prefetchScreen(entry.uri) : undefined,
    };
  });
}

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const language = usePreferencesStore((state) => state.language);
  const menus = useMenuStore((state) => state.menus);
  const routes = useMenuStore((state) => state.routes);
  const { openKeys, selectedKeys, setOpenKeys } = useNavigationStore();

  const items = useMemo(
    () => toItems(menus, language, new Set(routes.map((route) => route.path)), t('notReady')),
    [menus, routes, language, t],
  );

  // A deep link or a reload opens the folders above the current screen.
  useEffect(() => {
    const route = routes.find((candidate) => candidate.path === pathname);
    if (!route?.parents.length) return;
    const current = useNavigationStore.getState().openKeys;
    const missing = route.parents.filter((uri) => !current.includes(uri));
    if (missing.length) setOpenKeys([...current, ...missing]);
  }, [pathname, routes, setOpenKeys]);

  return (
    <>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selectedKeys}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={({ key }) => navigate(key)}
        aria-label={t('navigation')}
      />
      <IdleWarmUp routes={routes} />
    </>
  );
}
