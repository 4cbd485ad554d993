import { App, Button } from 'antd';
import { createElement, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocked } from '../../shared/stores/idle-lock-store';

const CHECK_EVERY_MS = 5 * 60_000;

/** Reads the deployed build's id from version.json (written by the build next to index.html). */
async function fetchDeployedBuildId(): Promise<string | null> {
  try {
    const url = new URL(`${import.meta.env.BASE_URL}version.json?t=${Date.now()}`, window.location.origin);
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return null;
    const { buildId } = (await response.json()) as { buildId?: string };
    return buildId ?? null;
  } catch {
    return null;
  }
}

/**
 * Checks now, every few minutes and whenever the tab comes back, whether a newer version of the console
 * is deployed; if so, offers to reload (once).
 */
export function useNewVersionNotice(currentBuildId: string, enabled: boolean): void {
  const { t } = useTranslation('shell');
  const { notification } = App.useApp();
  useEffect(() => {
    if (!enabled) return;
    let notified = false;
    const check = async () => {
      // Locked, the console asks nothing of anyone until the password is given again.
      if (isLocked()) return;
      const deployed = await fetchDeployedBuildId();
      if (notified || !deployed || deployed === currentBuildId) return;
      notified = true;
      notification.info({
        key: 'new-version',
        title: t('newVersion.title'),
        description: t('newVersion.description'),
        duration: 0,
        actions: createElement(
          Button,
          { type: 'primary', onClick: () => window.location.reload() },
          t('newVersion.reload'),
        ),
      });
    };
    void check();
    const timer = window.setInterval(() => void check(), CHECK_EVERY_MS);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [currentBuildId, enabled, notification, t]);
}
