import type { ResourceLanguage } from 'i18next';

/** Every translation file; loaded only when a screen asks for a namespace the boot set does not hold. */
export const screenLocaleFiles = import.meta.glob<ResourceLanguage>('/src/locales/*/*.json', { import: 'default' });
