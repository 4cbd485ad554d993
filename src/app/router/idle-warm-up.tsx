import { lazy, Suspense, useEffect, useState } from 'react';
import type { ScreenRoute } from '../../shared/menu/build-routes';
import { isLoadingHeld, onLoadingHoldsChange } from '../../shared/hooks/use-loading-hold';
import { queryClient } from '../providers/query-client';
import { prefetchScreen } from './prefetch';
import { connectionAllowsWarmUp, startWarmUp, type ConnectionInfo, type WarmUpSignals } from './warm-up-queue';
import { whenIdle } from '../../shared/utils/when-idle';

/**
 * Built bundles only: under Vitest every integration test signs in, and warming up each time would
 * compile every screen's modules in Vite's dev server (it made the browser suite 45% slower).
 */
const WARM_UP = import.meta.env.PROD;

/**
 * The style keeper renders a list screen's antd components (table, date picker, select, form): loaded by
 * its warm-up step, not with the shell, whose first render (and the screen the admin landed on) would
 * otherwise wait for those chunks.
 */
const loadStyleKeeper = () => import('./antd-style-keeper');
const AntdStyleKeeper = lazy(() => loadStyleKeeper().then((module) => ({ default: module.AntdStyleKeeper })));

/** The page's signals: a loading view on show (use-loading-hold.ts) or a query fetching is a screen loading. */
const pageSignals: WarmUpSignals = {
  isBusy: () => isLoadingHeld() || queryClient.isFetching() > 0,
  onBusyChange: (listener) => {
    const stopHolds = onLoadingHoldsChange(listener);
    const stopQueries = queryClient.getQueryCache().subscribe(listener);
    return () => {
      stopHolds();
      stopQueries();
    };
  },
  whenIdle,
  connectionAllows: () => connectionAllowsWarmUp((navigator as Navigator & { connection?: ConnectionInfo }).connection),
};

/**
 * Once the screen the admin landed on has shown its data, readies what a first visit to another screen
 * waits for, one step at a time at idle moments (warm-up-queue.ts: paused while a screen loads, off on
 * a connection saving data or slow): antd's styles for the list components, then each permitted
 * screen's chunk and the screens' translations, in menu order.
 */
export function IdleWarmUp({ routes }: { routes: readonly ScreenRoute[] }) {
  const [keepStyles, setKeepStyles] = useState(false);

  useEffect(() => {
    if (!WARM_UP) return;
    return startWarmUp(
      [() => loadStyleKeeper().then(() => setKeepStyles(true)), ...routes.map((route) => () => prefetchScreen(route.path))],
      pageSignals,
    );
  }, [routes]);

  return keepStyles ? (
    <Suspense fallback={null}>
      <AntdStyleKeeper />
    </Suspense>
  ) : null;
}
