import { displayName, nameKey } from './lang-names';

describe('multilingual names', () => {
  it('compares names as the app shows them: case, width and spaces ignored', () => {
    expect(nameKey('Ｂａｃｋ pain')).toBe('back pain');
  });

  it('lists by the interface language, else the first language written', () => {
    expect(displayName({ en: { name: 'Cramps' }, ar: { name: 'تقلصات' } }, 'ar')).toBe('تقلصات');
    expect(displayName({ fr: { name: 'Crampes' }, zh: { name: '痛经' } }, 'en')).toBe('Crampes');
  });
});
