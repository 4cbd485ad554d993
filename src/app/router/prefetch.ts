import { preloadScreen } from './lazy-screen';
import { prefetchScreenTranslations } from './screen-translations';
import { screenRegistry } from './screen-registry';

/**
 * Loads a screen's chunk and the screens' translations ahead of its first render (the pointer resting on
 * its menu entry, or idle time), so the click shows the screen at once rather than a loading view; true
 * once the chunk is in. A failure is left to the click, which recovers from it like any chunk failure.
 */
export async function prefetchScreen(uri: string): Promise<boolean> {
  const loader = screenRegistry.loaderOf(uri);
  const [loaded] = await Promise.all([loader ? preloadScreen(uri, loader) : false, prefetchScreenTranslations()]);
  return loaded;
}
