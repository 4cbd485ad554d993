import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadingHold } from '../hooks/use-loading-hold';
import { useUiStore } from '../stores/ui-store';

/**
 * The loading view while the router or a screen loads (full screen, or inside the content area); it
 * holds the route-loading flag and the loading mark (use-loading-hold.ts) while shown.
 */
export function FullScreenLoading({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  const setRouteLoading = useUiStore((state) => state.setRouteLoading);
  useLoadingHold();
  useEffect(() => {
    setRouteLoading(true);
    return () => setRouteLoading(false);
  }, [setRouteLoading]);
  return (
    <div role="status" aria-live="polite" className={inline ? 'content-loading' : 'full-screen-loading'}>
      {/* A CSS spinner: this view shows before any page, so it must not wait for antd's Spin. */}
      <span className="loading-spinner" aria-hidden="true" />
      <span className="full-screen-loading__text">{t('loading')}</span>
    </div>
  );
}
