import type { ResourceLanguage } from 'i18next';

/** The zh namespaces beyond the boot set, as one chunk (see ../screen-locale-files.ts). */
export default import.meta.glob<ResourceLanguage>(
  ['/src/locales/zh/*.json', '!/src/locales/zh/{common,errors,login,shell}.json'],
  { eager: true, import: 'default' },
);
