import { DownOutlined, LogoutOutlined, ReloadOutlined, RollbackOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '../../shared/api/endpoint';
import { appConfig } from '../../shared/config/app-config';
import { DEMO_ENDPOINTS } from '../../shared/demo/endpoints';
import { useCan } from '../../shared/hooks/use-permission';
import { http } from '../../shared/request/http';
import { clearClientState } from '../../shared/session/logout';
import { useSessionStore } from '../../shared/stores/session-store';
import { loadPermissions } from '../session/load-permissions';
import { signOut } from '../session/sign-in';
import { useAppearanceMenuItems } from './appearance-menu-items';
import { useLockMenuItems } from './idle-lock/lock-menu-items';

/** Forgetting every change of the demo: an admin's action entry. */
const RESET_DEMO = '/permissions-manage/account:reset-demo';

/** Who is signed in, and what they can do with their session. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.userInfo);
  const displayName = user.firstName || user.login;
  const appearanceItems = useAppearanceMenuItems();
  const lockItems = useLockMenuItems();
  const canResetDemo = useCan(RESET_DEMO);

  const logout = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  const refreshMenus = async () => {
    await loadPermissions({ forceRefresh: true });
    message.success(t('menusRefreshed'));
  };

  const resetDemoData = () =>
    modal.confirm({
      title: t('resetDemo.confirmTitle'),
      content: t('resetDemo.confirmBody'),
      okText: t('resetDemo.ok'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          await http.post(pathOf(DEMO_ENDPOINTS.reset), undefined, { silent: true });
        } catch {
          // Said here rather than left to reject: the dialog closes and the session stays as it was.
          message.error(t('resetDemo.failed'));
          return;
        }
        clearClientState();
        message.success(t('resetDemo.done'));
        navigate('/login', { replace: true });
      },
    });

  const items: MenuProps['items'] = [
    { key: 'who', disabled: true, label: t('signedInAs', { name: user.firstName || user.login, login: user.login }) },
    { type: 'divider' },
    ...appearanceItems,
    {
      key: 'refresh',
      icon: <ReloadOutlined />,
      label: t('refreshMenus'),
      onClick: () => void refreshMenus().catch(() => undefined),
    },
    ...(appConfig.mock && canResetDemo
      ? [{ key: 'reset', icon: <RollbackOutlined />, label: t('resetDemo.action'), onClick: resetDemoData }]
      : []),
    ...lockItems,
    { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), onClick: () => void logout() },
  ];

  return (
    <Dropdown trigger={['click']} menu={{ items }}>
      <Button type="text" icon={<UserOutlined />} aria-label={t('userMenuNamed', { name: displayName })}>
        {displayName} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
