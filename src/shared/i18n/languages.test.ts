import { isRtlLanguage, normalizeLanguage } from './languages';

describe('languages', () => {
  it('maps the Indonesian codes to ind', () => {
    expect(normalizeLanguage('id')).toBe('ind');
    expect(normalizeLanguage('in-ID')).toBe('ind');
    expect(normalizeLanguage('ind')).toBe('ind');
  });

  it('keeps known languages and falls back to en', () => {
    expect(normalizeLanguage('zh-CN')).toBe('zh');
    expect(normalizeLanguage('ar')).toBe('ar');
    expect(normalizeLanguage('de')).toBe('en');
    expect(normalizeLanguage(undefined)).toBe('en');
  });

  it('knows Arabic is right-to-left', () => {
    expect(isRtlLanguage('ar')).toBe(true);
    expect(isRtlLanguage('en')).toBe(false);
  });
});
