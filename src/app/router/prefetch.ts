import { screenRegistry } from './screen-registry';

/**
 * Fetches a screen's chunk while the pointer rests on its menu entry, ahead of the click. A failure is
 * left to the click, which recovers from it like any chunk failure.
 */
export function prefetchScreen(uri: string): void {
  screenRegistry
    .loaderOf(uri)?.()
    .catch(() => undefined);
}
