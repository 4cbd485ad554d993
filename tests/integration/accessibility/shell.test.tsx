import { screenRegistry } from '../../../src/app/router/screen-registry';
import { HOME_ENTRY } from '../../../src/shared/menu/build-routes';
import { useMenuStore } from '../../../src/shared/stores/menu-store';
import { existingSession, renderApp } from '../render-app';
import { settle } from './axe';
import { DOMAIN_STATES, FORMS } from './forms';
import {
  ADMIN_SCREENS,
  expectNoBlockingViolations,
  expectNoBlockingViolationsInDark,
  gateFilesOf,
  groupOf,
  inLanguage,
  LANGUAGES,
  present,
} from './gate';

/** The group files beside this one (permissions-manage.en.test.tsx ...). */
const GROUP_FILES = Object.keys(import.meta.glob('./*.test.tsx'))
  .map((file) => file.replace(/^\.\/|\.test\.tsx$/g, ''))
  .filter((name) => name !== 'shell');

describe('accessibility of the login page and the shell (axe-core, serious and critical)', () => {
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

  it('has the files of every route group with screens (add each missing <name>.test.tsx calling describeGroup or describeGroupStates)', () => {
    const groups = [...new Set(ADMIN_SCREENS.map(groupOf))];
    expect([...GROUP_FILES].sort()).toEqual(groups.flatMap(gateFilesOf).sort());
  });

  it('declares forms only of screens the admin opens, and the states of every route group', () => {
    expect(Object.keys(FORMS).filter((path) => !ADMIN_SCREENS.includes(path))).toEqual([]);
    expect(Object.keys(DOMAIN_STATES).sort()).toEqual([...new Set(ADMIN_SCREENS.map(groupOf))].sort());
  });

  it.each(LANGUAGES)('login page (%s)', async (language) => {
    await inLanguage(language);
    renderApp('/login');
    await settle(present('main.login-page h1'));
    expect(document.documentElement.dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    await expectNoBlockingViolations();
    await expectNoBlockingViolationsInDark(present('main.login-page h1'));
  });

  it.each(LANGUAGES)('shell with the home page (%s)', async (language) => {
    await inLanguage(language);
    await existingSession('admin');
    renderApp('/');
    await settle(present('.shell .home h2'));
    await expectNoBlockingViolations();
    await expectNoBlockingViolationsInDark(present('.shell .home h2'));
  });
});
