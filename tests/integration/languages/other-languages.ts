/**
 * French and Indonesian below the shell: a screen of every route group opened in fr, then switched in
 * place to ind, with English no longer standing in for a missing translation (the fallback is turned off
 * for the test, so a key missing in the language shows raw). In each language: no translation key shown
 * raw in the screen's text or in what it tells assistive technology, no text running out of its control
 * (French runs about a third longer than English) at the desktop size, and the accessibility gate's axe
 * check. Menu names come from the server (zh, en, ar, fr), so in ind the menu and the screen's title stay
 * English, as the spec's menu has no Indonesian names.
 */
import { i18n } from '../../../src/shared/i18n/i18n';
import { HTML_LANG, type Language } from '../../../src/shared/i18n/languages';
import { setLanguage } from '../../../src/shared/i18n/set-language';
import { settle } from '../accessibility/axe';
import { expectNoBlockingViolations, groupOf, present, screensOf, ADMIN_SCREENS } from '../accessibility/gate';
import { existingSession, renderApp } from '../render-app';

const englishFiles = import.meta.glob<Record<string, unknown>>('/src/locales/en/*.json', {
  eager: true,
  import: 'default',
});

/** Every translation key, as a screen would show it raw: `key.path` and `namespace:key.path`, plurals by base. */
const KEYS = new Set(
  Object.entries(englishFiles).flatMap(([file, resources]) => {
    const namespace = file
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    const keys: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
      } else keys.push(path, path.replace(/_(zero|one|two|few|many|other)$/, ''));
    };
    walk(resources, '');
    return keys.flatMap((key) => [key, `${namespace}:${key}`]);
  }),
);

/** Words that look like keys (a dot or a namespace's colon inside): the candidates to look up. */
const KEY_LIKE = /[A-Za-z][\w-]*:[\w.-]+|[A-Za-z]\w*(?:\.\w+)+/g;

/** What the screen shows and tells assistive technology, as text. */
function screenTexts(root: Element): string[] {
  const texts = [root.textContent ?? ''];
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

/**
 * Translation keys shown raw in the console: the shell (its header, menu and tab bar, whose namespaces may
 * load after the page's first one) and the screen on show, and any drawer or modal over them.
 */
function rawKeys(): string[] {
  const roots = [...document.querySelectorAll('.shell, .ant-drawer, .ant-modal-root')].filter((element) =>
    element.checkVisibility(),
  );
  const found = roots.flatMap(screenTexts).flatMap((text) => text.match(KEY_LIKE) ?? []);
  return [...new Set(found.filter((word) => KEYS.has(word)))];
}

/**
 * Controls whose text runs out of them: buttons, tags, tabs, radio buttons, form labels and column
 * headers wider inside than the box they are drawn in. An ellipsis the design chose (text-overflow) with
 * the full text on hover is not an overflow.
 */
function overflowingControls(): string[] {
  const selector = [
    '.ant-btn',
    '.ant-tag',
    '.ant-tabs-tab-btn',
    '.ant-radio-button-wrapper',
    '.ant-segmented-item-label',
    '.ant-form-item-label > label',
    '.ant-table-thead th',
  ].join(', ');
  return [...document.querySelectorAll<HTMLElement>(`.shell__screen ${selector.split(', ').join(', .shell__screen ')}`)]
    .filter((element) => element.checkVisibility())
    .filter((element) => getComputedStyle(element).textOverflow !== 'ellipsis')
    .filter((element) => element.scrollWidth > element.clientWidth + 1)
    .map((element) => `${element.className.split(' ')[0]} "${element.textContent?.trim().slice(0, 60)}"`);
}

async function expectScreenIn(language: Language) {
  expect(document.documentElement.lang).toBe(HTML_LANG[language]);
  expect(rawKeys(), `translation keys shown raw in ${language}`).toEqual([]);
  expect(overflowingControls(), `text running out of its control in ${language}`).toEqual([]);
  await expectNoBlockingViolations();
}

/** The route groups, in menu order, and the first screen of each. */
const GROUPS = [...new Set(ADMIN_SCREENS.map(groupOf))];
const GROUPS_PER_FILE = 3;
const LANGUAGE_FILE_PARTS = Math.ceil(GROUPS.length / GROUPS_PER_FILE);

/** One file's share of the route groups: each group's first screen in fr, then in ind. */
export function describeOtherLanguages(part: number) {
  const groups = GROUPS.slice((part - 1) * GROUPS_PER_FILE, part * GROUPS_PER_FILE);
  describe(`screens in French and Indonesian, part ${part} of ${LANGUAGE_FILE_PARTS}`, () => {
    let fallback: typeof i18n.options.fallbackLng;
    beforeEach(() => {
      fallback = i18n.options.fallbackLng;
      i18n.options.fallbackLng = false;
    });
    afterEach(async () => {
      i18n.options.fallbackLng = fallback;
      await setLanguage('en');
    });

    it('has route groups to check', () => expect(groups.length).toBeGreaterThan(0));
    if (part === 1) {
      it('has a file for every part (add each missing screens-in-fr-and-ind.<n>.test.tsx)', () => {
        const files = Object.keys(import.meta.glob('./*.test.tsx')).sort();
        const expected = Array.from(
          { length: LANGUAGE_FILE_PARTS },
          (_, index) => `./screens-in-fr-and-ind.${index + 1}.test.tsx`,
        );
        expect(files).toEqual(expected.sort());
      });
    }
    it.each(groups.map((group) => screensOf(group)[0]))('%s', async (path) => {
      await setLanguage('fr');
      await existingSession('admin');
      renderApp(path);
      await settle(present('.shell__screen h1'));
      await expectScreenIn('fr');
      await setLanguage('ind');
      await settle(() => expect(document.documentElement.lang).toBe(HTML_LANG.ind));
      await expectScreenIn('ind');
    });
  });
}
