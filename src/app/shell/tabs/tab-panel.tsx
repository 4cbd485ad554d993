import { useQueryClient } from '@tanstack/react-query';
import { Activity, memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Location } from 'react-router-dom';
import { ErrorBoundary } from '../../../shared/components/error-boundary';
import { BackgroundPass, InBackground } from '../../../shared/pre-render/background-render';
import { ScreenErrorView } from '../screen-error-view';
import { ShellRoutes } from '../shell-routes';

/** A tab's address: a location, or the address string a screen rendered in the background was given. */
export type TabLocation = Location | string;
export const addressOf = (location: TabLocation) =>
  typeof location === 'string' ? location : `${location.pathname}${location.search}${location.hash}`;

export const TABS_ID = 'shell-tabs';

/**
 * One tab's screen at its own address: hooks inside see the tab's location, not the one on show. A tab's
 * screen is the panel of its tab in the bar (`tab` set); an address that is no tab shows without one.
 */
export const TabScreen = memo(function TabScreen({ location, tab }: { location: TabLocation; tab?: string }) {
  return (
    <div
      className="shell__screen"
      {...(tab && { role: 'tabpanel', id: `shell-screen-${tab}`, 'aria-labelledby': `${TABS_ID}-tab-${tab}` })}
    >
      <ErrorBoundary fallback={(error, reset) => <ScreenErrorView error={error} reset={reset} />}>
        <ShellRoutes location={location} />
      </ErrorBoundary>
    </div>
  );
});

/**
 * A tab's screen, kept mounted inside React's <Activity>: hidden, it keeps its state with its effects
 * stopped. A screen rendered ahead of its first visit (`preRendering`) asks for its data as it renders
 * and is drawn again, still hidden, each time data arrives, since its own subscriptions only start once
 * it shows (shared/pre-render).
 */
export function TabPanel({
  tab,
  active,
  preRendering,
  location,
}: {
  tab: string;
  active: boolean;
  preRendering: boolean;
  location: TabLocation;
}) {
  const queryClient = useQueryClient();
  const inBackground = useRef(preRendering);
  const [pass, setPass] = useState(0);
  useLayoutEffect(() => {
    inBackground.current = preRendering;
  }, [preRendering]);
  useEffect(() => {
    if (!preRendering) return;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error')) {
        setPass((count) => count + 1);
      }
    });
  }, [preRendering, queryClient]);
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <InBackground value={inBackground}>
        <BackgroundPass value={pass}>
          <TabScreen location={location} tab={tab} />
        </BackgroundPass>
      </InBackground>
    </Activity>
  );
}
