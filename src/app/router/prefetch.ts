import { i18n } from '../../shared/i18n/i18n';
import { screenRegistry } from './screen-registry';

/** Loads every namespace of the interface language, so a first visit does not wait for its strings. */
async function prefetchAllNamespaces(): Promise<void> {
  const { screenLocaleFiles } = await import('../../shared/i18n/screen-locale-files');
  const prefix = `/src/locales/${i18n.language}/`;
  const namespaces = Object.keys(screenLocaleFiles)
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length, -'.json'.length));
  await i18n.loadNamespaces(namespaces);
}

/** Fetches a screen's chunk ahead of the click (a menu entry under the pointer); a failure waits for the click. */
export function prefetchScreen(uri: string): void {
  screenRegistry
    .loaderOf(uri)?.()
    .catch(() => undefined);
}

// Safari has no requestIdleCallback: a second after the menus arrive is idle enough.
const whenIdle = (work: () => void): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1000);
};

/**
 * Once the browser is idle after sign-in, fetches the chunks of the screens the admin may open and the
 * translations of the interface language, so the first visit of each screen shows its rows as fast as
 * a later one.
 */
export function prefetchWhenIdle(uris: string[]): void {
  whenIdle(() => {
    uris.forEach(prefetchScreen);
    prefetchAllNamespaces().catch(() => undefined);
  });
}
