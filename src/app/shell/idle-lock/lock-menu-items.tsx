import { CheckOutlined, ClockCircleOutlined, LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { IDLE_LOCK_CHOICES, useLockPreferences } from '../../../shared/stores/idle-lock-store';
import { lockSession } from '../../session/session-lock';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useWatermarkOn } from '../watermark/use-watermark-on';
import { useIdleMinutes } from './use-idle-watch';

type MenuItem = NonNullable<MenuProps['items']>[number];

/**
 * The user menu's lock and watermark items: "Lock now", "Lock after …" (each login's own choice,
 * remembered on this browser) and the watermark toggle. Empty until the lock's translations are there
 * (the prompt loads them): the menu never suspends the shell's header.
 */
export function useLockMenuItems(): MenuItem[] {
  const { t, ready } = useTranslation('lock', { useSuspense: false });
  const login = useSessionStore((state) => state.userInfo.login);
  const minutes = useIdleMinutes();
  const watermarkOn = useWatermarkOn();
  if (!ready) return [];

  const { setIdleMinutes, setWatermark } = useLockPreferences.getState();
  // The stage's default is offered too when it is not one of the usual choices.
  const choices = [...new Set<number>([...IDLE_LOCK_CHOICES, minutes])]
    .filter((choice) => Number.isInteger(choice))
    .sort((a, b) => a - b);
  const minutesText = (count: number) => t('menu.minutes', { count });

  return [
    {
      key: 'lock-now',
      icon: <LockOutlined />,
      label: t('menu.lockNow'),
      onClick: () => void lockSession(),
    },
    {
      key: 'lock-after',
      icon: <ClockCircleOutlined />,
      label: t('menu.lockAfter', { time: minutesText(minutes) }),
      children: choices.map((choice) => ({
        key: `lock-after-${choice}`,
        // The current choice carries a check; its name is also in the submenu's own label.
        icon: choice === minutes ? <CheckOutlined /> : <span className="idle-lock__menu-gap" />,
        label: minutesText(choice),
        onClick: () => setIdleMinutes(login, choice),
      })),
    },
    {
      key: 'watermark',
      icon: <SafetyCertificateOutlined />,
      label: watermarkOn ? t('menu.hideWatermark') : t('menu.showWatermark'),
      onClick: () => setWatermark(login, !watermarkOn),
    },
  ];
}
