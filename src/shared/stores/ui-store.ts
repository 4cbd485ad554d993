import { create } from 'zustand';

/** Transient page state: never persisted. */
interface UiState {
  pageTitle: string;
  tableLoading: boolean;
  routeLoading: boolean;
  setPageTitle: (pageTitle: string) => void;
  setTableLoading: (tableLoading: boolean) => void;
  setRouteLoading: (routeLoading: boolean) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  pageTitle: '',
  tableLoading: false,
  routeLoading: false,
  setPageTitle: (pageTitle) => set({ pageTitle }),
  setTableLoading: (tableLoading) => set({ tableLoading }),
  setRouteLoading: (routeLoading) => set({ routeLoading }),
}));
