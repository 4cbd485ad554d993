import { useLockPreferences } from '../../../shared/stores/idle-lock-store';
import { useSessionStore } from '../../../shared/stores/session-store';

/** Whether the signed-in login sees the watermark: on unless they turned it off in the user menu. */
export function useWatermarkOn(): boolean {
  const login = useSessionStore((state) => state.userInfo.login);
  return useLockPreferences((state) => state.choices[login]?.watermark) ?? true;
}
