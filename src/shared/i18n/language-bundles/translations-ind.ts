import type { ResourceLanguage } from 'i18next';

/** The ind namespaces beyond the boot set, as one chunk (see ../screen-locale-files.ts). */
export default import.meta.glob<ResourceLanguage>(
  ['/src/locales/ind/*.json', '!/src/locales/ind/{common,errors,login,shell}.json'],
  { eager: true, import: 'default' },
);
