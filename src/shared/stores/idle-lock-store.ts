import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onLogout } from '../session/logout';
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
      storage: createJSONStorage(() => localStorage),
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

/** Whether the console is locked, kept in sessionStorage: a reload of a locked tab stays locked. */
export const useLockState = create<LockState>()(
  persist(
    (set) => ({
      locked: false,
      lock: () => set({ locked: true }),
      unlock: () => set({ locked: false }),
    }),
    {
      name: STORAGE_KEYS.idleLock,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ locked }) => ({ locked }),
      merge: (persisted, current) => ({
        ...current,
        locked: (persisted as { locked?: unknown } | null)?.locked === true,
      }),
    },
  ),
);

// Signing out (the user menu, the prompt's Sign out, a 401 while locked) ends the lock with the session.
onLogout(() => {
  useLockState.getState().unlock();
  useLockState.persist.clearStorage();
});
