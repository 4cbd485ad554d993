import { BOOT_NAMESPACES, i18n } from '../../src/shared/i18n/i18n';

/**
 * Puts the translations back as a page load finds them: only the boot namespaces loaded (the integration
 * files share one page, so earlier files have loaded the rest). Returns what it forgot, to load again after.
 */
export function forgetLoadedTranslations(): string[] {
  const forgotten = (i18n.options.ns as string[]).filter((namespace) => !BOOT_NAMESPACES.includes(namespace));
  // i18next keeps each language's load state beside its bundles: both go, or it would not load them again.
  const loadState = i18n.services.backendConnector.state as Record<string, number>;
  for (const language of Object.keys(i18n.store.data)) {
    for (const namespace of forgotten) {
      i18n.removeResourceBundle(language, namespace);
      delete loadState[`${language}|${namespace}`];
    }
  }
  i18n.options.ns = [...BOOT_NAMESPACES];
  return forgotten;
}
