import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { tabScroll } from '../shell/tabs/tab-scroll';

/** How long a restore waits for the screen to grow tall enough (its chunk, its data request). */
const RESTORE_WAIT_MS = 5_000;
/** What a user does to scroll on their own: a restore still waiting gives way to it. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Back and forward return to where that history entry was left; switching to another open tab returns to
 * where that tab was left; every other navigation (a screen opened afresh, the menu entry of the screen
 * on show) starts at the top. Positions are recorded as the page scrolls (never read after the next
 * screen has moved it), and a restore waits until the screen's content is tall enough to reach it.
 */
export function ScrollRestoration() {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const previousPath = useRef(pathname);

  // The console restores, not the browser: two restorers would fight over back and forward.
  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions.current;
    const switchedTab = pathname !== previousPath.current;
    previousPath.current = pathname;
    const target = navigationType === 'POP' ? (saved.get(key) ?? 0) : (switchedTab && tabScroll.of(pathname)) || 0;
    let restoring = true;

    const record = () => {
      if (restoring) return;
      saved.set(key, window.scrollY);
      tabScroll.remember(pathname, window.scrollY);
    };
    const stop = () => {
      restoring = false;
      observer.disconnect();
      window.clearTimeout(timer);
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
    const restore = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) < 1) stop();
    };
    // The screen's rows grow the page; each growth brings the position closer until it is reached. The
    // first restore is the observer's first call, in the frame's own layout before it paints: called from
    // here it would lay the page out once more in the middle of drawing the screen.
    const observer = new ResizeObserver(() => {
      if (restoring) restore();
    });
    const timer = window.setTimeout(stop, RESTORE_WAIT_MS);

    window.addEventListener('scroll', record, { passive: true });
    // A scroll event comes with the next frame: back or forward right after the page moved (a tab closed
    // and the tab bar scrolled into view) would leave with the position before it. Read it as back or
    // forward starts, before the router (a listener of the same event, not capturing) shows the next screen.
    window.addEventListener('popstate', record, { capture: true });
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    observer.observe(document.body);
    return () => {
      stop();
      window.removeEventListener('scroll', record);
      window.removeEventListener('popstate', record, { capture: true });
    };
  }, [key, pathname, navigationType]);

  return null;
}
