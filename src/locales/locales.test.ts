import { HTML_LANG, LANGUAGES } from '../shared/i18n/languages';

const FILES = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

function keysOf(language: string, namespaces?: string[]): Set<string> {
  const keys = new Set<string>();
  const flatten = (value: unknown, prefix: string) => {
    if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key);
    } else keys.add(prefix);
  };
  for (const [path, content] of Object.entries(FILES)) {
    const [, fileLanguage, namespace] = /^\.\/([^/]+)\/(.+)\.json$/.exec(path) ?? [];
    if (fileLanguage !== language || (namespaces && !namespaces.includes(namespace))) continue;
    flatten(content, namespace);
  }
  return keys;
}

/**
 * Plural forms beyond English's one and other (Arabic's zero, two, few and many): i18next picks them by
 * the language's plural rules, so such a key stands for the English key's base.
 */
const EXTRA_PLURALS = /_(zero|two|few|many)$/;
const missing = (from: Set<string>, into: Set<string>) =>
  [...from].filter(
    (key) => !into.has(key) && !(EXTRA_PLURALS.test(key) && into.has(key.replace(EXTRA_PLURALS, '_other'))),
  );
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

/** Every value of a language's files by key (namespace.key.path). */
function valuesOf(language: string): Map<string, string> {
  const values = new Map<string, string>();
  const flatten = (value: unknown, prefix: string) => {
    if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) flatten(child, `${prefix}.${key}`);
    } else values.set(prefix, String(value));
  };
  for (const [path, content] of Object.entries(FILES)) {
    const [, fileLanguage, namespace] = /^\.\/([^/]+)\/(.+)\.json$/.exec(path) ?? [];
    if (fileLanguage === language) flatten(content, namespace);
  }
  return values;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...new Set(text.match(/{{\s*[\w.]+\s*}}/g) ?? [])].sort();

describe('translations', () => {
  it.each(OTHER_LANGUAGES)('%s has every key en has', (language) => {
    expect(missing(keysOf('en'), keysOf(language))).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('%s has no key en lacks', (language) => {
    expect(missing(keysOf(language), keysOf('en'))).toEqual([]);
  });

  // i18next picks a plural form by the language's own rules (French "many", Arabic's six forms); a form
  // missing there falls back to the key without a suffix, or to English.
  it.each(OTHER_LANGUAGES)('%s has each plural form its language uses', (language) => {
    const categories = new Intl.PluralRules(HTML_LANG[language]).resolvedOptions().pluralCategories;
    const bases = [...keysOf('en')].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, ''));
    const keys = keysOf(language);
    const lacking = [...new Set(bases)].flatMap((base) =>
      categories.map((category) => `${base}_${category}`).filter((key) => !keys.has(key)),
    );
    expect(lacking).toEqual([]);
  });

  // A plural form may say its number in words (Arabic's one and two); every other text names what en does.
  it.each(OTHER_LANGUAGES)('%s keeps the placeholders of each en text', (language) => {
    const english = valuesOf('en');
    const differing = [...valuesOf(language)].filter(([key, text]) => {
      const wanted = placeholders(english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '');
      const own = placeholders(text);
      return PLURAL.test(key) && !key.endsWith('_other')
        ? own.some((name) => !wanted.includes(name))
        : own.join() !== wanted.join();
    });
    expect(differing.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('keeps the spec wording of the expired-session message in Chinese', () => {
    expect(FILES['./zh/errors.json'].sessionExpired).toBe('登陆失效，请重新登陆！');
  });
});
