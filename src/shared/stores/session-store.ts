import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistIn } from './browser-storage';
import { STORAGE_KEYS } from './storage-keys';
import { DEFAULT_USER_INFO, type UserInfo } from './user-info';

/** Tokens shorter than this are refused (spec section 5). */
export const TOKEN_MIN_LENGTH = 32;

export function isStorableToken(token: unknown): token is string {
  return typeof token === 'string' && token.length >= TOKEN_MIN_LENGTH;
}

interface SessionState {
  token: string;
  userInfo: UserInfo;
  /** Stores the token when it is long enough; returns whether it did. */
  setToken: (token: string) => boolean;
  setUserInfo: (info: Partial<UserInfo>) => void;
  clearSession: () => void;
  /** Forgets the token but not who signed in: the locked console asks that admin's password. */
  dropToken: () => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: '',
      userInfo: DEFAULT_USER_INFO,
      setToken: (token) => {
        if (!isStorableToken(token)) return false;
        set({ token });
        return true;
      },
      setUserInfo: (info) => set({ userInfo: { ...DEFAULT_USER_INFO, ...info } }),
      clearSession: () => set({ token: '', userInfo: DEFAULT_USER_INFO }),
      dropToken: () => set({ token: '' }),
    }),
    {
      name: STORAGE_KEYS.session,
      storage: persistIn('localStorage'),
      partialize: ({ token, userInfo }) => ({ token, userInfo }),
      // A token edited into storage by hand is held to the same rule as one from the server. Without a
      // token (a locked session), who signed in is still read: the lock asks for that admin's password.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<SessionState>;
        if (isStorableToken(saved.token))
          return { ...current, token: saved.token, userInfo: { ...DEFAULT_USER_INFO, ...saved.userInfo } };
        if (saved.token === '' && saved.userInfo?.login)
          return { ...current, token: '', userInfo: { ...DEFAULT_USER_INFO, ...saved.userInfo } };
        return current;
      },
    },
  ),
);

export const getToken = () => useSessionStore.getState().token;
