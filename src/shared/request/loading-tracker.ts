import { useUiStore } from '../stores/ui-store';

/**
 * Counts the calls in flight that drive the table-loading flag, so that one call finishing does not
 * hide the spinner while another is still running.
 */
let inFlight = 0;

export function loadingStarted(): void {
  inFlight += 1;
  if (inFlight === 1) useUiStore.getState().setTableLoading(true);
}

export function loadingFinished(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight === 0) useUiStore.getState().setTableLoading(false);
}

/** Tests and logout start from nothing in flight. */
export function resetLoading(): void {
  inFlight = 0;
  useUiStore.getState().setTableLoading(false);
}
