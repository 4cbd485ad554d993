import { Badge, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useWaitingCounts } from '../../features/review';
import { useTaggingWaitingCounts } from '../../features/tagging';
import { menuName } from '../../shared/menu/menu-name';
import { MENU_TYPE, type MenuEntry } from '../../shared/menu/menu-types';
import type { Language } from '../../shared/i18n/languages';
import { useMenuStore, useNavigationStore } from '../../shared/stores/menu-store';
import { usePreferencesStore } from '../../shared/stores/preferences-store';
import { tabLocationOf } from './tabs/tabs-store';
import { dropIntent, intendScreen } from './tabs/pre-render-store';
import { IdleWarmUp } from '../router/idle-warm-up';
import { MenuIcon } from '../../shared/menu/menu-icons';

type Item = Required<MenuProps>['items'][number];

/**
 * Entries the admin holds but that have no screen in this console yet stay visible, disabled, so the
 * menu shows what the role grants; they never become routes.
 */
interface ItemContext {
  language: Language;
  routable: Set<string>;
  notReady: string;
  /** Waiting items beside a queue's entry. */
  waiting: Record<string, number>;
}

/**
 * An entry's name, cut at its end where the menu is too narrow for it, with the whole name on hover (and,
 * by shell.css, unfolded while the entry has the keyboard's focus).
 */
function EntryName({ name, why }: { name: string; why?: string }) {
  return (
    <span className="side-menu__name" title={why ?? name}>
      {name}
    </span>
  );
}

function toItems(entries: MenuEntry[], context: ItemContext): Item[] {
  const { language, routable, notReady, waiting } = context;
  return entries.map((entry) => {
    const label = menuName(entry.name, language);
    if (entry.type === MENU_TYPE.folder || entry.childAuths?.length) {
      return {
        key: entry.uri,
        icon: <MenuIcon name={entry.icon} />,
        label: <EntryName name={label} />,
        children: toItems(entry.childAuths ?? [], context),
      };
    }
    const ready = routable.has(entry.uri);
    const count = waiting[entry.uri];
    return {
      key: entry.uri,
      icon: <MenuIcon name={entry.icon} />,
      label: <EntryName name={label} why={ready ? undefined : notReady} />,
      // antd lays the name and its extra out side by side: the name is cut, the count stays whole beside it.
      extra: ready && count ? <Badge count={count} overflowCount={999} size="small" /> : undefined,
      disabled: !ready,
      onMouseEnter: ready ? () => intendScreen(entry.uri) : undefined,
      onMouseLeave: ready ? () => dropIntent(entry.uri) : undefined,
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
  const openKeys = useNavigationStore((state) => state.openKeys);
  const setOpenKeys = useNavigationStore((state) => state.setOpenKeys);

  // The screen on show, read from the address as this renders: the stored keys (kept for a reload) are
  // written after each navigation, and following them would draw the menu a second time. One array per
  // address: antd's menu copies a new one into its own state, drawing itself again.
  const selectedKeys = useMemo(() => [pathname], [pathname]);
  const routePaths = useMemo(() => routes.map((route) => route.path), [routes]);
  const reviewWaiting = useWaitingCounts(routePaths);
  const taggingWaiting = useTaggingWaitingCounts(routePaths);
  const waiting = useMemo(() => ({ ...reviewWaiting, ...taggingWaiting }), [reviewWaiting, taggingWaiting]);
  const items = useMemo(
    () => toItems(menus, { language, routable: new Set(routePaths), notReady: t('notReady'), waiting }),
    [menus, routePaths, language, t, waiting],
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
        // The selection follows the address alone; antd's own, on the click, would draw the menu once more
        // before the screen changes.
        selectable={false}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        // The entry of the screen on show starts it afresh; another open tab's shows it as it was left.
        onClick={({ key }) => navigate(key === pathname ? key : tabLocationOf(key))}
        aria-label={t('navigation')}
      />
      <IdleWarmUp routes={routes} />
    </>
  );
}
