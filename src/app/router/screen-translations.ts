import { BOOT_NAMESPACES, i18n } from '../../shared/i18n/i18n';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages';

/** The screens' namespaces: the default language's, which has every namespace, less the boot set. */
async function screenNamespaces(): Promise<string[]> {
  const { localeFilesOf } = await import('../../shared/i18n/screen-locale-files');
  const folder = `/src/locales/${DEFAULT_LANGUAGE}/`;
  return Object.keys((await localeFilesOf(DEFAULT_LANGUAGE)) ?? {})
    .map((path) => path.slice(folder.length, -'.json'.length))
    .filter((namespace) => !BOOT_NAMESPACES.includes(namespace));
}

let namespaces: Promise<string[]> | undefined;

/**
 * Loads every screen's translations in the interface language (one file, with the default language's as
 * i18next's fallback); i18next asks only for what it does not hold yet. Which namespaces a screen uses is
 * known only to its code, and a screen whose strings are there renders at once instead of suspending
 * until they arrive (and React then holding it back). A failure is left to the screen, which asks again.
 */
export function prefetchScreenTranslations(): Promise<void> {
  namespaces ??= screenNamespaces().catch((error: unknown) => {
    namespaces = undefined;
    throw error;
  });
  return namespaces.then((list) => i18n.loadNamespaces(list)).catch(() => undefined);
}
