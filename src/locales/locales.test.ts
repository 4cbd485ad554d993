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
/** The shell's own namespaces: fr and ind must have these; screens may fall back to en. */
const SHELL_NAMESPACES = ['common', 'errors', 'login', 'shell', 'home'];

describe('translations', () => {
  it.each(['zh', 'ar'])('%s has every key en has', (language) => {
    expect(missing(keysOf('en'), keysOf(language))).toEqual([]);
  });

  it.each(['zh', 'ar', 'fr', 'ind'])('%s has no key en lacks', (language) => {
    expect(missing(keysOf(language), keysOf('en'))).toEqual([]);
  });

  it.each(['fr', 'ind'])('%s translates the whole shell', (language) => {
    expect(missing(keysOf('en', SHELL_NAMESPACES), keysOf(language, SHELL_NAMESPACES))).toEqual([]);
  });

  it('keeps the spec wording of the expired-session message in Chinese', () => {
    expect(FILES['./zh/errors.json'].sessionExpired).toBe('登陆失效，请重新登陆！');
  });
});
