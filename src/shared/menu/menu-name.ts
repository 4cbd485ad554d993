import type { Language } from '../i18n/languages';
import type { MenuName } from './menu-types';

/** A menu entry's name in the interface language; languages the server does not send fall back to en. */
export function menuName(name: MenuName, language: Language): string {
  const own = language === 'ind' ? undefined : name[language];
  return own?.trim() || name.en?.trim() || Object.values(name).find((value) => value?.trim()) || '';
}
