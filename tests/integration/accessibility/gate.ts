import { screen } from '../../support/dom';
import { screenRegistry } from '../../../src/app/router/screen-registry';
import { MENU_SEED } from '../../../src/features/permissions/mock/menu-seed';
import { ROLE_IDS, seedRoles } from '../../../src/features/permissions/mock/permissions-seed';
import { setLanguage } from '../../../src/shared/i18n/set-language';
import type { Language } from '../../../src/shared/i18n/languages';
import { buildRoutes, HOME_ENTRY, permittedTree } from '../../../src/shared/menu/build-routes';
import { usePreferencesStore } from '../../../src/shared/stores/preferences-store';
import { existingSession, renderApp } from '../render-app';
import { audit, describeViolations, settle } from './axe';

/**
 * The accessibility gate: axe-core over the login page, the shell and every screen the admin can open,
 * in English and in Arabic (right to left), as Chromium renders them, the English pages in the light and
 * the dark theme. A violation of impact serious or
 * critical fails the page, listing each rule and the elements it found. A file per route group and
 * language (in parts for large groups) keeps each file short; shell.test.tsx checks that the files are
 * all there.
 *
 * axe's colour-contrast rule passes over most Arabic text: it takes joined (shaped) Arabic letters for an
 * icon font's ligatures and leaves them out. The colours are the theme's in both directions, so the
 * English pages and src/app/providers/theme.test.ts check them; the Arabic pages check the rest.
 */

/**
 * Every screen the admin can open, from the console's own sources: the admin role's grants over the
 * seeded menu tree, kept where the screen registry has a module. A new screen file with its menu entry
 * is checked without touching these tests.
 */
const adminGrants = new Set(
  seedRoles()
    .find((role) => role.id === ROLE_IDS.admin)!
    .menuIds.map(String),
);
export const ADMIN_SCREENS = buildRoutes(permittedTree(MENU_SEED, adminGrants), screenRegistry.hasScreen)
  .map((route) => route.path)
  .filter((path) => path !== HOME_ENTRY.uri);

/** The route group of a screen: '/user-manage/user-list' -> 'user-manage'. */
export const groupOf = (path: string) => path.split('/')[1];

export const LANGUAGES: Language[] = ['en', 'ar'];

/** The page's own content: the element that shows once it has loaded. */
export function present(selector: string) {
  return () => {
    if (!document.querySelector(selector)) throw new Error(`Not shown yet: ${selector}`);
  };
}

export async function expectNoBlockingViolations() {
  const { blocking } = await audit();
  // The report itself is compared, so a failure reads as the list of rules and elements.
  expect(describeViolations(blocking), 'axe: serious or critical violations').toBe('');
}

/**
 * The page as it is, again in the dark theme: the same page load, the preference switched, the repaint
 * waited for, axe again (cheaper than loading every screen twice). Back to the system's theme after.
 * The English pages check both themes' colours; the Arabic pages the rest (see above).
 */
export async function expectNoBlockingViolationsInDark(ready: () => void) {
  usePreferencesStore.getState().setTheme('dark');
  try {
    await settle(() => {
      ready();
      if (document.documentElement.dataset.theme !== 'dark') throw new Error('Not dark yet');
    });
    const { blocking } = await audit();
    expect(describeViolations(blocking), 'axe in the dark theme: serious or critical violations').toBe('');
  } finally {
    usePreferencesStore.getState().setTheme('system');
  }
}

export async function inLanguage(language: Language) {
  if (language !== 'en') await setLanguage(language);
}

/**
 * At about a second a screen (two in English, which is audited in both themes), four keep a file inside the
 * 20 s budget a test file has, also when it is the first file of its page and loads the console for every
 * file after it while another page does the same (five took a first file to 18 s).
 */
export const SCREENS_PER_FILE = 4;

const screensOf = (group: string) => ADMIN_SCREENS.filter((path) => groupOf(path) === group);
const partsOf = (group: string) => Math.ceil(screensOf(group).length / SCREENS_PER_FILE);

/**
 * The files a route group's gate needs, by name: one a language (user-manage.en), in numbered parts of
 * SCREENS_PER_FILE screens once the group has more (posts.en.1, posts.en.2).
 */
export function gateFilesOf(group: string): string[] {
  const parts = partsOf(group);
  return LANGUAGES.flatMap((language) =>
    parts === 1
      ? [`${group}.${language}`]
      : Array.from({ length: parts }, (_, index) => `${group}.${language}.${index + 1}`),
  );
}

/** The gate over one route group's screens in one language: the whole group, or its numbered part. */
export function describeGroup(group: string, language: Language, part = 1) {
  const parts = partsOf(group);
  const paths = screensOf(group).slice((part - 1) * SCREENS_PER_FILE, part * SCREENS_PER_FILE);
  const which = parts > 1 ? `, part ${part} of ${parts}` : '';
  describe(`accessibility of ${group} in ${language}${which} (axe-core, serious and critical)`, () => {
    it('has screens to check', () => expect(paths.length).toBeGreaterThan(0));
    it.each(paths)('%s', async (path) => {
      await inLanguage(language);
      await existingSession('admin');
      renderApp(path);
      await settle(present('.shell__screen h1'));
      expect(window.location.pathname).toBe(path);
      expect(screen.getAllByRole('heading', { level: 1 }).length).toBeGreaterThan(0);
      await expectNoBlockingViolations();
      if (language === 'en') await expectNoBlockingViolationsInDark(present('.shell__screen h1'));
    });
  });
}
