import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { QueryClientProvider } from '@tanstack/react-query';
import { Alert, Button, Layout } from 'antd';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../shared/components/error-boundary';
import { FullScreenLoading } from '../../shared/components/full-screen-loading';
import { LanguageSwitch } from '../../shared/components/language-switch';
import { MenuHostContext, type MenuHost } from '../../shared/menu/menu-host';
import { usePreferencesStore } from '../../shared/stores/preferences-store';
import { useSessionStore } from '../../shared/stores/session-store';
import { FeedbackProvider } from '../providers/feedback-bridge';
import { queryClient } from '../providers/query-client';
import { startLanding } from '../router/landing';
import { ScrollRestoration } from '../router/scroll-restoration';
import { screenRegistry } from '../router/screen-registry';
import { loadPermissions } from '../session/load-permissions';
import { usePermissionsStatus } from '../session/permissions-status';
import { CommandPalette } from './command-palette/command-palette';
import { ScreenErrorView } from './screen-error-view';
import { ShellBreadcrumb } from './shell-breadcrumb';
import { MenuResizer } from './menu-resizer';
import { SideMenu } from './side-menu';
import { ShellTabs } from './tabs/shell-tabs';
import { UserMenu } from './user-menu';
import { IdleLock } from './idle-lock/idle-lock';
import { StorageRefusedNotice } from './storage-refused-notice';
import { ShellWatermark } from './watermark/shell-watermark';
import { useLiveQueries } from './use-live-queries';
import { useNewVersionNotice } from './use-new-version-notice';
import './shell.css';

function PermissionsFailedBanner() {
  const { t } = useTranslation('shell');
  const error = usePermissionsStatus((state) => state.error);
  return (
    <Alert
      type="error"
      showIcon
      className="shell__banner"
      title={t('permissionsFailed.title')}
      description={t('permissionsFailed.description', { reason: error })}
      action={
        <Button onClick={() => void loadPermissions({ forceRefresh: true }).catch(() => undefined)}>
          {t('permissionsFailed.retry')}
        </Button>
      }
    />
  );
}

/** The screens this console has and the menus' reload, for the menu editor (which may not read app/). */
const MENU_HOST: MenuHost = {
  hasScreen: screenRegistry.hasScreen,
  screenUris: screenRegistry.uris,
  reloadMenus: () => loadPermissions({ forceRefresh: true }),
};

/** The layout shell: sider menu, header (breadcrumb, language, user) and the screen in an error boundary. */
export default function Shell() {
  return (
    <FeedbackProvider>
      <QueryClientProvider client={queryClient}>
        {/* Only the shell's pages scroll: the login page does not carry this code. */}
        <ScrollRestoration />
        <StorageRefusedNotice />
        <MenuHostContext value={MENU_HOST}>
          <ShellLayout />
        </MenuHostContext>
      </QueryClientProvider>
    </FeedbackProvider>
  );
}

/** One part of the shell (menu, breadcrumb, header tools): a crash there stays there, with the recovery view. */
function ShellPart({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(error, reset) => <ScreenErrorView error={error} reset={reset} />}>
      {children}
    </ErrorBoundary>
  );
}

function ShellLayout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // The shell's first render (menu, header, tabs, the screen) follows the permissions' answer in the
  // background, in slices, rather than as one long task inside the answer's handler: the loading view
  // stays until it is done. Only the arrival is deferred: loading and a failure show at once, so a retry
  // unmounts the shell of static routes before the full one renders.
  const liveStatus = usePermissionsStatus((state) => state.status);
  const deferredStatus = useDeferredValue(liveStatus);
  const status = liveStatus === 'ready' ? deferredStatus : liveStatus;
  const miniNav = usePreferencesStore((state) => state.miniNav);
  // Folding re-renders the whole side menu: deferred, React renders it in slices instead of one long task
  // inside the click (the button's own state flips at once).
  const folded = useDeferredValue(miniNav);
  const setMiniNav = usePreferencesStore((state) => state.setMiniNav);
  const isRtl = usePreferencesStore((state) => state.isRtl);
  const menuWidth = usePreferencesStore((state) => state.menuWidth);
  const token = useSessionStore((state) => state.token);
  useNewVersionNotice(__BUILD_ID__, import.meta.env.PROD);
  useLiveQueries();

  // Every page load with a token asks again what the admin may see (the tree itself stays cached); a
  // session opened locked asks once the password has brought a token. The guard has asked already
  // (require-auth.tsx), unless its import failed.
  useEffect(() => {
    if (token) startLanding(window.location.pathname);
  }, [token]);

  if (status === 'idle' || status === 'loading')
    return (
      <>
        <FullScreenLoading />
        <IdleLock />
      </>
    );

  const FoldIcon = miniNav !== isRtl ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <Layout className="shell" hasSider>
      <Layout.Sider
        theme="light"
        width={menuWidth}
        collapsible
        collapsed={folded}
        trigger={null}
        className="shell__sider"
      >
        <div className="shell__brand" title={t('common:consoleTitle')}>
          {folded ? t('common:consoleShortTitle') : t('common:consoleTitle')}
        </div>
        <ShellPart>
          <SideMenu collapsed={folded} />
        </ShellPart>
      </Layout.Sider>
      {!folded && <MenuResizer />}
      <Layout>
        <Layout.Header className="shell__header">
          <Button
            type="text"
            icon={<FoldIcon />}
            onClick={() => setMiniNav(!miniNav)}
            aria-label={miniNav ? t('expandMenu') : t('collapseMenu')}
            aria-pressed={miniNav}
          />
          <div className="shell__breadcrumb">
            <ShellPart key={pathname}>
              <ShellBreadcrumb />
            </ShellPart>
          </div>
          <ShellPart>
            <CommandPalette />
            <LanguageSwitch />
            <UserMenu />
          </ShellPart>
        </Layout.Header>
        <Layout.Content className="shell__content">
          <ShellWatermark>
            {status === 'failed' && <PermissionsFailedBanner />}
            <ShellTabs />
          </ShellWatermark>
        </Layout.Content>
      </Layout>
      <IdleLock />
    </Layout>
  );
}
