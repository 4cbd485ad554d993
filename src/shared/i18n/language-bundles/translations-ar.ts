import type { ResourceLanguage } from 'i18next';

/** The ar namespaces beyond the boot set, as one chunk (see ../screen-locale-files.ts). */
export default import.meta.glob<ResourceLanguage>(
  ['/src/locales/ar/*.json', '!/src/locales/ar/{common,errors,login,shell}.json'],
  { eager: true, import: 'default' },
);
