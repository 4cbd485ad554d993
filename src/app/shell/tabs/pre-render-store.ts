import { create } from 'zustand';
import { onLogout } from '../../../shared/session/logout';
import { prefetchScreen } from '../../router/prefetch';

/** How long the pointer rests on an entry before its screen is readied: passing over the menu readies none. */
const REST_MS = 60;

interface PreRenderState {
  /** The screen rendered in the background, ready for the click that is likely to come. */
  path: string | null;
}

/** The one screen readied ahead of its first visit; the next one asked for replaces it. */
export const usePreRenderStore = create<PreRenderState>()(() => ({ path: null }));

let intended: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The pointer rests on a screen's menu entry: its chunk and translations load at once and, once they are
 * in and the pointer is still there, the screen renders in the background (shell-tabs.tsx). A chunk that
 * failed to load renders nothing ahead: the click recovers from it like from any chunk failure.
 */
export function intendScreen(uri: string): void {
  intended = uri;
  clearTimeout(timer);
  const rested = new Promise((resolve) => (timer = setTimeout(resolve, REST_MS)));
  void Promise.all([prefetchScreen(uri), rested]).then(([loaded]) => {
    if (loaded && intended === uri) usePreRenderStore.setState({ path: uri });
  });
}

/** The pointer left the entry before its screen was readied. */
export function dropIntent(uri: string): void {
  if (intended === uri) intended = null;
}

onLogout(() => {
  intended = null;
  usePreRenderStore.setState({ path: null });
});
