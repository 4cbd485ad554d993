import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import type { Language } from './languages';

/** antd's and dayjs's own locale for each interface language, loaded when first used. */
const antdLoaders: Record<Language, () => Promise<Locale>> = {
  en: async () => enUS,
  zh: () => import('antd/locale/zh_CN').then((m) => m.default),
  ar: () => import('antd/locale/ar_EG').then((m) => m.default),
  fr: () => import('antd/locale/fr_FR').then((m) => m.default),
  ind: () => import('antd/locale/id_ID').then((m) => m.default),
};

/** dayjs itself loads with the first locale, so pages without dates (login) do not pay for it. */
const dayjsLoaders: Record<Language, () => Promise<string>> = {
  en: async () => 'en',
  zh: () => import('dayjs/locale/zh-cn').then(() => 'zh-cn'),
  ar: () => import('dayjs/locale/ar').then(() => 'ar'),
  fr: () => import('dayjs/locale/fr').then(() => 'fr'),
  ind: () => import('dayjs/locale/id').then(() => 'id'),
};

const loaded = new Map<Language, Locale>([['en', enUS]]);
let dayjsLoaded = false;

export async function loadUiLocales(language: Language): Promise<void> {
  const [antdLocale, dayjsLocale] = await Promise.all([antdLoaders[language](), dayjsLoaders[language]()]);
  loaded.set(language, antdLocale);
  // dayjs starts in English: only another language needs dayjs (and its locale) loaded now.
  if (language !== 'en' || dayjsLoaded) {
    const { default: dayjs } = await import('dayjs');
    dayjs.locale(dayjsLocale);
    dayjsLoaded = true;
  }
}

export function getAntdLocale(language: Language): Locale {
  return loaded.get(language) ?? enUS;
}
