import { useEffect } from 'react';
import { appConfig } from '../../../shared/config/app-config';
import { useLockPreferences, useLockState } from '../../../shared/stores/idle-lock-store';
import { useSessionStore } from '../../../shared/stores/session-store';
import { lockSession } from '../../session/session-lock';
import { createIdleTimer } from './idle-timer';

/** What counts as someone at the console: pointer, keys, wheel and touch, anywhere in the page. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
/** Other tabs of the console say they are in use on this channel, so working in one keeps all open. */
export const ACTIVITY_CHANNEL = 'admin-console-activity';
/** At most one message per second to the other tabs: the idle time is counted in minutes. */
const BROADCAST_EVERY_MS = 1000;

/** The signed-in login's idle time in minutes: their choice in the user menu, else the stage's default. */
export function useIdleMinutes(): number {
  const login = useSessionStore((state) => state.userInfo.login);
  const chosen = useLockPreferences((state) => state.choices[login]?.idleMinutes);
  return chosen ?? appConfig.idleLockMinutes;
}

/** Locks the console once the idle time passes with no activity in this tab or another of the console. */
export function useIdleWatch(): void {
  const minutes = useIdleMinutes();
  const locked = useLockState((state) => state.locked);

  useEffect(() => {
    if (locked) return;
    const timer = createIdleTimer({ timeoutMs: minutes * 60_000, onIdle: () => void lockSession() });
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(ACTIVITY_CHANNEL) : undefined;
    let lastBroadcast = 0;

    const onActivity = () => {
      timer.activity();
      const now = Date.now();
      if (channel && now - lastBroadcast >= BROADCAST_EVERY_MS) {
        lastBroadcast = now;
        channel.postMessage('activity');
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.data === 'activity') timer.activity();
    };
    // A tab that comes back after the machine slept locks at once if its time has passed.
    const onVisibility = () => {
      if (document.visibilityState === 'visible') timer.check();
    };

    const options = { capture: true, passive: true } as const;
    ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, onActivity, options));
    document.addEventListener('visibilitychange', onVisibility);
    channel?.addEventListener('message', onMessage);
    timer.start();
    return () => {
      timer.stop();
      ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, onActivity, options));
      document.removeEventListener('visibilitychange', onVisibility);
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, [locked, minutes]);
}
