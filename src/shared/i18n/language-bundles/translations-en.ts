import type { ResourceLanguage } from 'i18next';

/** The en namespaces beyond the boot set, as one chunk (see ../screen-locale-files.ts). */
export default import.meta.glob<ResourceLanguage>(
  ['/src/locales/en/*.json', '!/src/locales/en/{common,errors,login,shell}.json'],
  { eager: true, import: 'default' },
);
