import { useEffect } from 'react';

let holds = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Marks that something on show is still loading (a screen's chunk, its translations, a chart's code)
 * until the returned function is called. Work that can wait, such as warming up other screens, waits
 * while any hold is kept.
 */
function holdLoading(): () => void {
  holds += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    notify();
  };
}

/** Whether a loading view is on show (in any tab, the hidden ones readied on hover among them). */
export const isLoadingHeld = (): boolean => holds > 0;

/** Calls back whenever a hold is taken or released; returns a function that stops it. */
export function onLoadingHoldsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Holds the loading mark while the component calling it is mounted (a loading view). */
export function useLoadingHold(): void {
  useEffect(() => holdLoading(), []);
}
