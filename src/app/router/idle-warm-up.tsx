import { useEffect, useState } from 'react';
import type { ScreenRoute } from '../../shared/menu/build-routes';
import { AntdStyleKeeper } from './antd-style-keeper';
import { prefetchScreensWhenIdle } from './idle-prefetch';
import { whenIdle } from './when-idle';

/**
 * Built bundles only: under Vitest every integration test signs in, and warming up each time would
 * compile every screen's modules in Vite's dev server (it made the browser suite 45% slower).
 */
const WARM_UP = import.meta.env.PROD;

/**
 * Once the shell is idle, readies what a first visit to a screen waits for: antd's styles for the list
 * components, then each permitted screen's chunk and the screens' translations, in menu order.
 */
export function IdleWarmUp({ routes }: { routes: readonly ScreenRoute[] }) {
  const [keepStyles, setKeepStyles] = useState(false);

  useEffect(() => {
    if (!WARM_UP) return;
    return whenIdle(() => setKeepStyles(true));
  }, []);

  useEffect(() => {
    if (!WARM_UP || !keepStyles) return;
    return prefetchScreensWhenIdle(routes.map((route) => route.path));
  }, [keepStyles, routes]);

  return keepStyles ? <AntdStyleKeeper /> : null;
}
