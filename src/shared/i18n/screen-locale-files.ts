import type { ResourceLanguage } from 'i18next';

type LocaleFiles = Record<string, ResourceLanguage>;

/**
 * Every namespace beyond the boot set, one chunk per language (language-bundles/translations-<language>.ts, keyed by
 * the file's path): the first screen of a page load has all its strings after one request, whichever
 * namespaces its components use, instead of a request per namespace made as each component first renders.
 */
const bundles = import.meta.glob<LocaleFiles>('./language-bundles/translations-*.ts', { import: 'default' });

/** A language's namespace files, or undefined when the language has no bundle. */
export async function localeFilesOf(language: string): Promise<LocaleFiles | undefined> {
  return bundles[`./language-bundles/translations-${language}.ts`]?.();
}
