import { create } from 'zustand';

/** Transient page state: never persisted. */
interface UiState {
  pageTitle: string;
  tableLoading: boolean;
  routeLoading: boolean;
  /** Why the user was sent to the login page (an expired session); shown there until they sign in. */
  loginNotice: string;
  setLoginNotice: (loginNotice: string) => void;
  setPageTitle: (pageTitle: string) => void;
  setTableLoading: (tableLoading: boolean) => void;
  setRouteLoading: (routeLoading: boolean) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  pageTitle: '',
  tableLoading: false,
  routeLoading: false,
  loginNotice: '',
  setLoginNotice: (loginNotice) => set({ loginNotice }),
  setPageTitle: (pageTitle) => set({ pageTitle }),
  setTableLoading: (tableLoading) => set({ tableLoading }),
  setRouteLoading: (routeLoading) => set({ routeLoading }),
}));
