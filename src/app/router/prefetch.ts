import { preloadScreen } from './lazy-screen';
import { prefetchScreenTranslations, prefetchShellTranslations } from './screen-translations';
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

/**
 * Loads the chunk of the screen at this address, if there is one, and the shell's translations, while the
 * shell asks what the admin may see: the shell's first render then shows the screen at once, and its data
 * is asked for then, instead of the chunk and the strings being asked for one after the other once the
 * permissions have answered and the shell has rendered. A screen the admin may not open costs its chunk and
 * nothing else; a failure is left to the render.
 */
export async function preloadLandingScreen(uri: string): Promise<boolean> {
  const loader = screenRegistry.loaderOf(uri);
  const [loaded] = await Promise.all([
    loader ? preloadScreen(uri, loader) : false,
    prefetchShellTranslations(),
  ]);
  return loaded;
}
