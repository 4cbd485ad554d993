import { BOOT_NAMESPACES, i18n } from '../../shared/i18n/i18n';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages';

/** The screens' namespaces: the default language's files, which hold every namespace, less the boot set. */
async function screenNamespaces(): Promise<string[]> {
  const { screenLocaleFiles } = await import('../../shared/i18n/screen-locale-files');
  const folder = `/src/locales/${DEFAULT_LANGUAGE}/`;
  return Object.keys(screenLocaleFiles)
    .filter((path) => path.startsWith(folder))
    .map((path) => path.slice(folder.length, -'.json'.length))
    .filter((namespace) => !BOOT_NAMESPACES.includes(namespace));
}

/**
 * What the shell renders with beyond the boot set: its header's appearance and lock menus, the command
 * palette and Home. Asked for with the permissions, so that neither waits for the other.
 */
const SHELL_NAMESPACES = ['appearance', 'lock', 'home'];

/** Loads the shell's own translations in the interface language; a failure is left to the render. */
export function prefetchShellTranslations(): Promise<void> {
  return i18n.loadNamespaces(SHELL_NAMESPACES).catch(() => undefined);
}

let loading: Promise<void> | undefined;

/**
 * Loads every screen's translations in the interface language, once. Which namespaces a screen uses is
 * known only to its code; all of them are a few kB, and a screen whose strings are there renders at
 * once instead of suspending until they arrive. A failure is left to the screen, which asks again.
 */
export function prefetchScreenTranslations(): Promise<void> {
  loading ??= screenNamespaces()
    .then((namespaces) => i18n.loadNamespaces(namespaces))
    .catch(() => {
      loading = undefined;
    });
  return loading;
}
