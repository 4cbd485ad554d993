import { screenRegistry } from '../../src/app/router/screen-registry';
import { MENU_SEED } from '../../src/features/permissions/mock/menu-seed';
import { ROLE_IDS, seedRoles } from '../../src/features/permissions/mock/permissions-seed';
import { buildRoutes, HOME_ENTRY, permittedTree } from '../../src/shared/menu/build-routes';
import { setLanguage } from '../../src/shared/i18n/set-language';
import type { Language } from '../../src/shared/i18n/languages';
import { useMenuStore } from '../../src/shared/stores/menu-store';
import { audit, describeViolations, KNOWN_VIOLATIONS, settle } from './axe';
import { existingSession, renderApp } from './render-app';

/**
 * The accessibility gate: axe-core over the login page, the shell and every screen the admin can open,
 * in English and in Arabic (right to left), as Chromium renders them. A violation of impact serious or
 * critical fails the page, listing each rule and the elements it found.
 *
 * axe's colour-contrast rule passes over most Arabic text: it takes joined (shaped) Arabic letters for an
 * icon font's ligatures and leaves them out. The colours are the theme's in both directions, so the
 * English pages and src/app/providers/theme.test.ts check them; the Arabic pages check the rest.
 */

/**
 * Every screen the admin can open, from the console's own sources: the admin role's grants over the
 * seeded menu tree, kept where the screen registry has a module. A new screen file with its menu entry
 * is checked without touching this test.
 */
const adminGrants = new Set(
  seedRoles()
    .find((role) => role.id === ROLE_IDS.admin)!
    .menuIds.map(String),
);
const ADMIN_SCREENS = buildRoutes(permittedTree(MENU_SEED, adminGrants), screenRegistry.hasScreen)
  .map((route) => route.path)
  .filter((path) => path !== HOME_ENTRY.uri);

const LANGUAGES: Language[] = ['en', 'ar'];
const cases = <T,>(items: readonly T[]) =>
  LANGUAGES.flatMap((language) => items.map((item) => [item, language] as const));

/** The page's own content: the element that shows once it has loaded. */
function present(selector: string) {
  return () => {
    if (!document.querySelector(selector)) throw new Error(`Not shown yet: ${selector}`);
  };
}

async function expectNoBlockingViolations() {
  const { blocking } = await audit();
  // The report itself is compared, so a failure reads as the list of rules and elements.
  expect(describeViolations(blocking), 'axe: serious or critical violations').toBe('');
}

async function inLanguage(language: Language) {
  if (language !== 'en') await setLanguage(language);
}

describe('accessibility (axe-core, serious and critical)', () => {
  it('covers every screen the admin opens, and the admin opens every built screen', async () => {
    expect(ADMIN_SCREENS.length).toBeGreaterThan(0);
    expect([...ADMIN_SCREENS].sort()).toEqual(
      screenRegistry
        .uris()
        .filter((uri) => uri !== HOME_ENTRY.uri)
        .sort(),
    );
    // The console itself gives the admin the same routes.
    await existingSession('admin');
    expect(useMenuStore.getState().routes.map((route) => route.path)).toEqual(expect.arrayContaining(ADMIN_SCREENS));
  });

  it('still has each known violation (remove an entry of KNOWN_VIOLATIONS with its fix)', async () => {
    await existingSession('admin');
    renderApp('/');
    await settle(present('.shell .home h2'));
    const { known } = await audit();
    expect(known.sort()).toEqual(KNOWN_VIOLATIONS.map((entry) => `${entry.rule} ${entry.selector}`).sort());
  });

  it.each(LANGUAGES)('login page (%s)', async (language) => {
    await inLanguage(language);
    renderApp('/login');
    await settle(present('main.login-page h1'));
    expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await expectNoBlockingViolations();
  });

  it.each(LANGUAGES)('shell with the home page (%s)', async (language) => {
    await inLanguage(language);
    await existingSession('admin');
    renderApp('/');
    await settle(present('.shell .home h2'));
    await expectNoBlockingViolations();
  });

  it.each(cases(ADMIN_SCREENS))('%s (%s)', async (path, language) => {
    await inLanguage(language);
    await existingSession('admin');
    renderApp(path);
    await settle(present('.shell__screen h1'));
    expect(window.location.pathname).toBe(path);
    await expectNoBlockingViolations();
  });
});
