import { create } from 'zustand';

/** Whether this page load has the admin's permissions yet (loaded once per load, and after login). */
interface PermissionsStatus {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: string;
  set: (status: PermissionsStatus['status'], error?: string) => void;
}

export const usePermissionsStatus = create<PermissionsStatus>()((set) => ({
  status: 'idle',
  error: '',
  set: (status, error = '') => set({ status, error }),
}));
