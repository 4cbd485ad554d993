import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistIn } from './browser-storage';
import { onLogout } from '../session/logout';
import { useSessionStore } from './session-store';
import { STORAGE_KEYS } from './storage-keys';

/** The idle times the user menu offers, in minutes. */
export const IDLE_LOCK_CHOICES = [5, 10, 15, 30, 60] as const;

/** What one login chose on this browser; absent fields follow the defaults (the app config, watermark on). */
export interface LockChoice {
  /** Minutes without activity before the console locks. */
  idleMinutes?: number;
  /** Whether the watermark shows over the screen area. */
  watermark?: boolean;
}

interface LockPreferencesState {
  /** By login: a console in a shared room serves several admins, each keeps their own choice. */
  choices: Record<string, LockChoice>;
  setIdleMinutes: (login: string, minutes: number) => void;
  setWatermark: (login: string, on: boolean) => void;
}

const isIdleMinutes = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 1440;

/**
 * A stored copy of the choices, checked: edited by hand or left by an older version, what is not a
 * positive number of minutes or a true/false watermark flag is dropped with a console warning.
 */
export function readStoredChoices(persisted: unknown): Record<string, LockChoice> {
  const saved = (persisted as { choices?: unknown } | null)?.choices;
  if (saved === undefined) return {};
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) {
    console.warn('[idle lock] the stored choices are not an object; ignored');
    return {};
  }
  const choices: Record<string, LockChoice> = {};
  for (const [login, value] of Object.entries(saved as Record<string, unknown>)) {
    const stored = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    const choice: LockChoice = {};
    if (isIdleMinutes(stored.idleMinutes)) choice.idleMinutes = stored.idleMinutes;
    else if (stored.idleMinutes !== undefined) console.warn(`[idle lock] ${login}'s idle time is not valid; ignored`);
    if (typeof stored.watermark === 'boolean') choice.watermark = stored.watermark;
    else if (stored.watermark !== undefined)
      console.warn(`[idle lock] ${login}'s watermark flag is not valid; ignored`);
    choices[login] = choice;
  }
  return choices;
}

/** Each login's idle time and watermark choice, kept in localStorage (they survive sign-out). */
export const useLockPreferences = create<LockPreferencesState>()(
  persist(
    (set) => ({
      choices: {},
      setIdleMinutes: (login, minutes) => {
        if (!isIdleMinutes(minutes)) return;
        set(({ choices }) => ({ choices: { ...choices, [login]: { ...choices[login], idleMinutes: minutes } } }));
      },
      setWatermark: (login, on) =>
        set(({ choices }) => ({ choices: { ...choices, [login]: { ...choices[login], watermark: on } } })),
    }),
    {
      name: STORAGE_KEYS.lockPreferences,
      storage: persistIn('localStorage'),
      partialize: ({ choices }) => ({ choices }),
      merge: (persisted, current) => ({ ...current, choices: readStoredChoices(persisted) }),
    },
  ),
);

interface LockState {
  locked: boolean;
  lock: () => void;
  unlock: () => void;
}

/**
 * Whether the session is locked, kept in localStorage: every tab of the console locks and unlocks
 * together, and a new tab or a reload of a locked session opens locked. Locking takes the token out of
 * every tab (`app/session/session-lock.ts` ends it at the server), so removing this flag by hand leaves a
 * console with no session rather than an unlocked one.
 */
export const useLockState = create<LockState>()(
  persist(
    (set) => ({
      locked: false,
      lock: () => set({ locked: true }),
      unlock: () => set({ locked: false }),
    }),
    {
      name: STORAGE_KEYS.idleLock,
      storage: persistIn('localStorage'),
      partialize: ({ locked }) => ({ locked }),
      merge: (persisted, current) => ({
        ...current,
        locked: (persisted as { locked?: unknown } | null)?.locked === true,
      }),
    },
  ),
);

/** For keyboard shortcuts and timers, which must do nothing while the console is locked. */
export const isLocked = () => useLockState.getState().locked;

// Locked by this tab or another, the page lets go of the token: nothing can be asked with it any more.
useLockState.subscribe((state, previous) => {
  if (state.locked && !previous.locked) useSessionStore.getState().dropToken();
});

/**
 * Another tab locked, unlocked or signed out: this one follows. An unlocking tab stores its new token
 * before it clears the flag; both are read in the same task (the stores read storage synchronously), so
 * no render sees the flag cleared without the token.
 */
function followOtherTabs(event: StorageEvent) {
  if (event.key !== STORAGE_KEYS.idleLock && event.key !== null) return;
  void useSessionStore.persist.rehydrate();
  void useLockState.persist.rehydrate();
}
if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTabs);

// Signing out (the user menu, the prompt's Sign out, a 401) ends the lock with the session.
onLogout(() => {
  useLockState.getState().unlock();
  useLockState.persist.clearStorage();
});
