import type { ResourceLanguage } from 'i18next';

/** The fr namespaces beyond the boot set, as one chunk (see ../screen-locale-files.ts). */
export default import.meta.glob<ResourceLanguage>(
  ['/src/locales/fr/*.json', '!/src/locales/fr/{common,errors,login,shell}.json'],
  { eager: true, import: 'default' },
);
