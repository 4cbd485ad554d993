import { useEffect, useLayoutEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactElement } from 'react';
import { App, Tabs, type TabsProps, type TabsRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { usePreRenderStore } from './pre-render-store';
import { addressOf, TABS_ID, TabPanel, TabScreen, type TabLocation } from './tab-panel';
import { HOME_ENTRY } from '../../../shared/menu/build-routes';
import { menuName } from '../../../shared/menu/menu-name';
import { useMenuStore } from '../../../shared/stores/menu-store';
import { usePreferencesStore } from '../../../shared/stores/preferences-store';
import { parkOpenForms, tabHasUnsavedForms, unparkForms } from '../../../shared/unsaved-changes/unsaved-forms';
import { TabLabel } from './tab-label';
import { TabMenu } from './tab-menu';
import { useTabBarRoles } from './tab-bar-roles';
import { HOME_PATH, MAX_TABS, isClosable, nextActiveTab, tabsClosedBy, tabToEvict, type CloseScope } from './tab-list';
import { endResumingTab, startResumingTab } from './tab-resume';
import { tabScroll } from './tab-scroll';
import { tabLocationOf, useTabsStore } from './tabs-store';
import './shell-tabs.css';

/**
 * The screen area as a bar of tabs. Each screen opened becomes a tab; a tab in the background stays
 * mounted inside React's <Activity> (its filters, page, scroll, selection and half-filled drawers kept,
 * its effects and requests stopped) and comes back without fetching again. Home leads and cannot be
 * closed; at most MAX_TABS stay open, the least recently used closing first. Addresses that are not a
 * permitted screen (no-auth, not found) show below the bar without becoming tabs.
 *
 * The screen whose menu entry the pointer rests on (pre-render-store.ts) renders ahead, hidden, with its
 * data, in the place its tab's panel will have: the click then only shows it.
 */
export function ShellTabs() {
  const { t } = useTranslation('shell');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const language = usePreferencesStore((state) => state.language);
  const routes = useMenuStore((state) => state.routes);
  // The bar's order only: a tab made active again (its place and when it was used) draws nothing anew.
  const storedPaths = useTabsStore(useShallow((state) => state.tabs.map((tab) => tab.path)));
  const preRendered = usePreRenderStore((state) => state.path);
  const bar = useRef<TabsRef>(null);
  useTabBarRoles(bar, t('tabs.more'));

  const names = useMemo(() => {
    const byPath = new Map(routes.map((route) => [route.path, menuName(route.name, language)]));
    byPath.set(HOME_PATH, menuName(HOME_ENTRY.name, language));
    return byPath;
  }, [routes, language]);
  const activePath = names.has(location.pathname) ? location.pathname : null;
  const address = addressOf(location);

  // The stored tabs the admin may still open, and the one on show before the store has caught up (it
  // opens at the end of the bar, where the store puts it).
  const tabs = useMemo(() => {
    const open = storedPaths.filter((path) => names.has(path));
    if (activePath && !open.includes(activePath)) open.push(activePath);
    return open;
  }, [storedPaths, names, activePath]);
  /** The stored tabs the admin may still open, as they are now (where each was, when each was used). */
  const openTabs = () => useTabsStore.getState().tabs.filter((tab) => names.has(tab.path));

  // Screens mounted in this page's life. A tab listed after a reload mounts when it is first shown.
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set());
  if (activePath && !mounted.has(activePath)) setMounted(new Set(mounted).add(activePath));
  // Where each tab was when it went into the background (its query, hash and history state).
  const [lastLocations] = useState(() => new Map<string, TabLocation>());
  // The screen rendered in the background ahead of its first visit (the pointer on its menu entry), at the
  // address its entry opens.
  const background =
    preRendered && preRendered !== activePath && names.has(preRendered) && !mounted.has(preRendered)
      ? { path: preRendered, location: tabLocationOf(preRendered) }
      : null;
  // Kept past its first showing: the address it was rendered at decides whether showing it renders again.
  const [readied, setReadied] = useState(background);
  if (background && (readied?.path !== background.path || readied.location !== background.location)) {
    setReadied(background);
  }
  // A tab shown again at the address it had gets the same location, so its screen (memoised) does not
  // render again: showing a kept tab costs its effects reconnecting, not a render of its rows. So does a
  // screen rendered in the background, shown at the address it was rendered at.
  const keptLocation = activePath
    ? (lastLocations.get(activePath) ?? (readied?.path === activePath ? readied.location : undefined))
    : undefined;
  const activeLocation = keptLocation && addressOf(keptLocation) === address ? keptLocation : location;
  const shownPath = useRef<string | null>(null);
  /** Tabs to close once the address has moved off the active one (closing it navigates first). */
  const closingAfterMove = useRef<string[]>([]);

  const closeNow = (paths: string[]) => {
    for (const path of paths) {
      unparkForms(path);
      tabScroll.forget(path);
      lastLocations.delete(path);
    }
    // A closed tab leaves the bar and so unmounts; opened again, it starts afresh.
    useTabsStore.getState().close(paths);
  };

  useLayoutEffect(() => {
    const previous = shownPath.current;
    shownPath.current = activePath;
    const kept = activePath !== null && lastLocations.has(activePath);
    if (activePath) {
      useTabsStore.getState().activate(activePath, address);
      lastLocations.set(activePath, activeLocation);
    }
    if (previous === activePath) return;
    // The tab going into the background: its forms' typed changes are noted before React stops them.
    if (previous) parkOpenForms(previous);
    if (activePath) unparkForms(activePath);
    if (kept) startResumingTab();
    if (closingAfterMove.current.length) {
      const closing = closingAfterMove.current;
      closingAfterMove.current = [];
      closeNow(closing);
    }
    // closeNow only touches refs, the store and state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activePath, address, activeLocation, lastLocations]);
  useEffect(endResumingTab);

  /** Closes tabs, asking first when one holds typed changes; leaving the active one for the latest other. */
  const close = (paths: string[]) => {
    if (!paths.length) return;
    const act = () => {
      if (activePath && paths.includes(activePath)) {
        const next = nextActiveTab(openTabs().filter((tab) => !paths.includes(tab.path)));
        closingAfterMove.current = paths;
        navigate(next?.location ?? HOME_PATH);
      } else closeNow(paths);
    };
    const dirty = paths.filter((path) => tabHasUnsavedForms(path, path === activePath));
    if (!dirty.length) return act();
    modal.confirm({
      title: t('tabs.unsavedTitle', { count: dirty.length }),
      content: t('tabs.unsavedBody', { names: dirty.map((path) => names.get(path)).join(t('tabs.listSeparator')) }),
      okText: t('tabs.closeAnyway'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: act,
    });
  };

  // Over the limit: the least recently used tab closes, asking first when it holds typed changes.
  // Keeping it means not opening the new one: the admin goes back to the tab they came from.
  const evicting = useRef(false);
  useEffect(() => {
    const storedTabs = useTabsStore.getState().tabs;
    const victim = tabToEvict(storedTabs, activePath);
    if (!victim || evicting.current) return;
    if (!tabHasUnsavedForms(victim.path, false)) return closeNow([victim.path]);
    evicting.current = true;
    const opened = activePath;
    const cameFrom = nextActiveTab(storedTabs.filter((tab) => tab.path !== opened));
    modal.confirm({
      title: t('tabs.limitTitle', { max: MAX_TABS }),
      content: t('tabs.limitBody', { name: names.get(victim.path) }),
      okText: t('tabs.closeAnyway'),
      okButtonProps: { danger: true },
      cancelText: t('tabs.keepIt'),
      onOk: () => closeNow([victim.path]),
      onCancel: () => {
        if (!opened) return;
        closingAfterMove.current = [opened];
        navigate(cameFrom?.location ?? HOME_PATH, { replace: true });
      },
      afterClose: () => {
        evicting.current = false;
      },
    });
    // closeNow only touches refs, the store and state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storedPaths, activePath, modal, names, t, navigate]);

  // A screen the admin may no longer open (a menu refresh took it away) leaves the list for good, with
  // what its tab held. Without routes (permissions failed and nothing cached) nothing is judged.
  useEffect(() => {
    if (!routes.length) return;
    const gone = storedPaths.filter((path) => !names.has(path));
    if (gone.length) closeNow(gone);
    // closeNow only touches refs, the store and state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routes, storedPaths, names]);

  const closeFrom = (path: string, scope: CloseScope) => close(tabsClosedBy(tabs, path, scope));

  // The bar only: the screens are the panels below it, outside antd's, so that a screen rendered in the
  // background keeps its place (and all it rendered) when it becomes a tab.
  const items: TabsProps['items'] = tabs.map((path) => ({
    key: path,
    label: (
      <TabLabel name={names.get(path) ?? path} onClose={isClosable(path) ? () => closeFrom(path, 'this') : undefined} />
    ),
  }));
  const panels = [...tabs.filter((path) => mounted.has(path)), ...(background ? [background.path] : [])];

  return (
    <>
      <Tabs
        ref={bar}
        id={TABS_ID}
        className="shell-tabs"
        type="card"
        size="small"
        animated={false}
        activeKey={activePath ?? ''}
        items={items}
        onChange={(path) => navigate(tabLocationOf(path))}
        locale={{ dropdownAriaLabel: t('tabs.more') }}
        renderTabBar={(props, DefaultTabBar) => (
          <DefaultTabBar {...props}>
            {(node) => {
              const path = String(node.key);
              return (
                <TabMenu
                  key={path}
                  closable={isClosable(path)}
                  hasOthers={tabsClosedBy(tabs, path, 'others').length > 0}
                  hasAfter={tabsClosedBy(tabs, path, 'after').length > 0}
                  onClose={(scope) => closeFrom(path, scope)}
                >
                  {node as ReactElement<HTMLAttributes<HTMLElement>>}
                </TabMenu>
              );
            }}
          </DefaultTabBar>
        )}
      />
      {panels.map((path) => (
        <TabPanel
          key={path}
          tab={path}
          active={path === activePath}
          preRendering={path === background?.path}
          location={
            path === activePath
              ? activeLocation
              : path === background?.path
                ? background.location
                : (lastLocations.get(path) ?? tabLocationOf(path))
          }
        />
      ))}
      {!activePath && <TabScreen location={location} />}
    </>
  );
}
