import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * Translations live in src/locales/<language>/<namespace>.json, one chunk each. Only the namespaces the
 * login page and the shell need load at start; a screen's own namespace loads when a component asks for
 * it with useTranslation (react-i18next suspends until it is there), so /login stays small however many
 * screens the console has.
 */
/** Loaded before the first render: the login page, the shell and the request layer's messages. */
export const BOOT_NAMESPACES = ['common', 'errors', 'login', 'shell'];
// Keep in step with BOOT_NAMESPACES (import.meta.glob takes only literals). The map of every other
// namespace file is itself a lazy chunk, so /login's code does not grow with each screen's namespace.
const bootFiles = import.meta.glob<ResourceLanguage>('/src/locales/*/{common,errors,login,shell}.json', {
  import: 'default',
});
const screenFiles = () => import('./screen-locale-files').then((module) => module.screenLocaleFiles);

async function loaderOf(path: string): Promise<(() => Promise<ResourceLanguage>) | undefined> {
  return bootFiles[path] ?? (await screenFiles())[path];
}

/**
 * A language's file of a namespace, or the default language's where it has none. Never an empty bundle: i18next
 * counts a language's namespace as loaded once its bundle is in, whether or not the fallback's has arrived, so
 * an empty one would show raw keys (`palette.open`) until something happened to render again.
 */
export async function readLocaleFile(language: string, namespace: string): Promise<ResourceLanguage> {
  const load =
    (await loaderOf(`/src/locales/${language}/${namespace}.json`)) ??
    (await loaderOf(`/src/locales/${DEFAULT_LANGUAGE}/${namespace}.json`));
  return load ? load() : {};
}

const localeFilesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    readLocaleFile(language, namespace).then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, null),
    );
  },
};

export const i18n = i18next.createInstance();

/** Loads every namespace in use for the language, so a switch flips all strings at once. */
export async function loadTranslations(language: Language): Promise<void> {
  await i18n.loadLanguages(language);
}

export async function initI18n(language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n
      .use(localeFilesBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        defaultNS: 'common',
        ns: BOOT_NAMESPACES,
        interpolation: { escapeValue: false },
        returnNull: false,
      });
  }
  await Promise.all([loadTranslations(DEFAULT_LANGUAGE), loadTranslations(language)]);
  await i18n.changeLanguage(language);
}

/** Translation outside React (the request layer, the route guard). */
export const t = (key: string, options?: Record<string, unknown>): string => i18n.t(key, options) as string;
