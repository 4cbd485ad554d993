import i18next, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/**
 * Translations live in src/locales/<language>/<namespace>.json. The boot namespaces are a chunk each, loaded
 * before the first render; every other namespace of a language comes in one chunk (screen-locale-files.ts),
 * loaded when a component first asks for one with useTranslation (react-i18next suspends until it is there)
 * or ahead of that, so /login stays small however many screens the console has.
 */
/** Loaded before the first render: the login page, the shell and the request layer's messages. */
export const BOOT_NAMESPACES = ['common', 'errors', 'login', 'shell'];
// Keep in step with BOOT_NAMESPACES (import.meta.glob takes only literals). The map of every other
// namespace file is itself a lazy chunk, so /login's code does not grow with each screen's namespace.
const bootFiles = import.meta.glob<ResourceLanguage>('/src/locales/*/{common,errors,login,shell}.json', {
  import: 'default',
});
const screenFiles = () => import('./screen-locale-files');

async function fileOf(language: string, namespace: string): Promise<ResourceLanguage | undefined> {
  const path = `/src/locales/${language}/${namespace}.json`;
  const boot = bootFiles[path];
  if (boot) return boot();
  const { localeFilesOf } = await screenFiles();
  return (await localeFilesOf(language))?.[path];
}

/**
 * A language's file of a namespace, or the default language's where it has none. Never an empty bundle: i18next
 * counts a language's namespace as loaded once its bundle is in, whether or not the fallback's has arrived, so
 * an empty one would show raw keys (`palette.open`) until something happened to render again.
 */
export async function readLocaleFile(language: string, namespace: string): Promise<ResourceLanguage> {
  return (await fileOf(language, namespace)) ?? (await fileOf(DEFAULT_LANGUAGE, namespace)) ?? {};
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
