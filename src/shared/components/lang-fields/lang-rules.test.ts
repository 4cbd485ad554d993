import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from './content-languages';
import { compactLangTexts, completeLanguages, hasCompleteLanguage } from './lang-rules';

const FIELDS = ['title', 'content'] as const;

describe('hasCompleteLanguage (spec: at least one language must have both title and description)', () => {
  it('holds when one language has both', () => {
    expect(hasCompleteLanguage({ ar: { title: 'تحديث', content: 'إصلاحات' } }, FIELDS)).toBe(true);
    expect(hasCompleteLanguage({ en: { title: 'A' }, ms: { title: 'B', content: 'C' } }, FIELDS)).toBe(true);
  });

  it('fails when no language has both, even if together they would', () => {
    expect(hasCompleteLanguage({ en: { title: 'New version' }, fr: { content: 'Corrections' } }, FIELDS)).toBe(false);
    expect(hasCompleteLanguage({}, FIELDS)).toBe(false);
    expect(hasCompleteLanguage(undefined, FIELDS)).toBe(false);
    expect(hasCompleteLanguage(null, FIELDS)).toBe(false);
  });

  it('does not count blank text or non-text', () => {
    expect(hasCompleteLanguage({ en: { title: '   ', content: 'x' } }, FIELDS)).toBe(false);
    expect(hasCompleteLanguage({ en: { title: 'x', content: null } }, FIELDS)).toBe(false);
    expect(hasCompleteLanguage({ en: { title: 'x', content: 3 as never } }, FIELDS)).toBe(false);
  });

  it('ignores languages that are not content languages', () => {
    expect(hasCompleteLanguage({ de: { title: 'x', content: 'y' } } as never, FIELDS)).toBe(false);
  });

  it('names the complete languages in content-language order', () => {
    expect(
      completeLanguages({ zh: { title: '新版本', content: '修复' }, en: { title: 'New', content: 'Fixes' } }, FIELDS),
    ).toEqual(['en', 'zh']);
  });

  it('is true exactly when some language has every field non-blank (property)', () => {
    const text = fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ minLength: 1, maxLength: 5 }));
    const entry = fc.record({ title: text, content: text }, { requiredKeys: [] });
    const texts = fc.dictionary(fc.constantFrom(...CONTENT_LANGUAGES), entry);
    fc.assert(
      fc.property(texts, (value) => {
        const expected = Object.values(value).some(
          (e) => (e.title ?? '').trim() !== '' && (e.content ?? '').trim() !== '',
        );
        expect(hasCompleteLanguage(value, FIELDS)).toBe(expected);
      }),
    );
  });
});

describe('compactLangTexts', () => {
  it('trims texts and drops blank ones and empty languages', () => {
    expect(
      compactLangTexts({ en: { title: ' New ', content: '' }, ar: { title: '  ' }, fr: {}, zh: { content: '修复' } }),
    ).toEqual({ en: { title: 'New' }, zh: { content: '修复' } });
    expect(compactLangTexts(undefined)).toEqual({});
  });
});
