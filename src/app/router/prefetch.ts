import { preloadScreen } from './lazy-screen';
import { prefetchScreenTranslations } from './screen-translations';
import { screenRegistry } from './screen-registry';

/**
 * Loads a screen's chunk and the screens' translations ahead of its first render (the pointer resting on
 * its menu entry, idle time, or the address a page load lands on, beside the permissions), so the screen
 * shows at once with its strings rather than a loading view; true once the chunk is in. A failure is left
 * to the render, which recovers from it like any chunk failure.
 */
export async function prefetchScreen(uri: string): Promise<boolean> {
  const loader = screenRegistry.loaderOf(uri);
  const [loaded] = await Promise.all([loader ? preloadScreen(uri, loader) : false, prefetchScreenTranslations()]);
  return loaded;
}
