import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { menuName } from './menu-name';
import type { MenuName } from './menu-types';

const FULL: MenuName = { zh: '首页', en: 'Home', ar: 'الرئيسية', fr: 'Accueil' };

describe('menuName', () => {
  it('uses the name in the interface language when it is present', () => {
    expect(menuName(FULL, 'zh')).toBe('首页');
    expect(menuName(FULL, 'en')).toBe('Home');
    expect(menuName(FULL, 'ar')).toBe('الرئيسية');
    expect(menuName(FULL, 'fr')).toBe('Accueil');
  });

  it('falls back to en when the language is missing', () => {
    expect(menuName({ en: 'Home', zh: '首页' }, 'fr')).toBe('Home');
    expect(menuName({ en: 'Home' }, 'ar')).toBe('Home');
  });

  it('uses en for Indonesian (ind), which the server never sends', () => {
    expect(menuName(FULL, 'ind')).toBe('Home');
    // Even an unexpected "ind" key from the server is not used.
    expect(menuName({ ...FULL, ind: 'Beranda' } as MenuName, 'ind')).toBe('Home');
  });

  it('skips empty and blank strings', () => {
    expect(menuName({ zh: '', en: 'Home' }, 'zh')).toBe('Home');
    expect(menuName({ zh: '   ', en: 'Home' }, 'zh')).toBe('Home');
    expect(menuName({ en: '', zh: '首页' }, 'fr')).toBe('首页');
    expect(menuName({ en: ' ', ar: '', fr: 'Accueil' }, 'ar')).toBe('Accueil');
  });

  it('trims the name it returns from the language or from en', () => {
    expect(menuName({ zh: ' 首页 ' }, 'zh')).toBe('首页');
    expect(menuName({ en: ' Home ' }, 'fr')).toBe('Home');
  });

  it('returns an empty string when no language has text', () => {
    expect(menuName({}, 'en')).toBe('');
    expect(menuName({ zh: '', en: ' ' }, 'zh')).toBe('');
  });

  it('never returns an empty name when some language has text, and always a string', () => {
    const nameArb = fc.record(
      {
        zh: fc.string({ maxLength: 3 }),
        en: fc.string({ maxLength: 3 }),
        ar: fc.string({ maxLength: 3 }),
        fr: fc.string({ maxLength: 3 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(nameArb, fc.constantFrom(...LANGUAGES), (name, language) => {
        const result = menuName(name, language);
        expect(typeof result).toBe('string');
        const hasText = Object.values(name).some((value) => value.trim() !== '');
        expect(result.trim() !== '').toBe(hasText);
        const own = language === 'ind' ? undefined : name[language];
        if (own?.trim()) expect(result).toBe(own.trim());
        else if (name.en?.trim()) expect(result).toBe(name.en.trim());
      }),
    );
  });
});
