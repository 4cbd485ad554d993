import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onStorageRefused, refusedStorage } from '../../shared/stores/browser-storage';

/**
 * Says once, when the browser refuses to keep the console's state (storage full or turned off), that the
 * console works on but forgets the session and the preferences when the page reloads or closes.
 */
export function StorageRefusedNotice() {
  const { t } = useTranslation('errors');
  const { notification } = App.useApp();
  useEffect(() => {
    const tell = () =>
      notification.warning({
        key: 'storage-refused',
        title: t('storageRefused.title'),
        description: t('storageRefused.description'),
        duration: 0,
      });
    if (refusedStorage().length) tell();
    return onStorageRefused(tell);
  }, [notification, t]);
  return null;
}
