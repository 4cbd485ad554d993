/**
 * A tab coming back from the background reconnects its effects, and TanStack Query takes each
 * reconnected list as a new mount: with data older than staleTime it would fetch again, and the rows the
 * admin left (and their page, their selection) would reload under them. While a kept tab is being shown
 * again, the query client's refetchOnMount answers no; a screen opened afresh still fetches.
 */
let resuming = false;

export const isResumingTab = () => resuming;

/** From the tab bar's layout effect, before the shown tab's effects reconnect. */
export function startResumingTab(): void {
  resuming = true;
}

/** From the tab bar's passive effect, which React runs after those of the tab inside it. */
export function endResumingTab(): void {
  resuming = false;
}
