import { StrictMode } from 'react';
import { cleanup, render } from '../support/dom';
import { App } from '../../src/app/app';
import { usePermissionsStatus } from '../../src/app/session/permissions-status';
import { existingSession } from '../integration/render-app';
import { settle } from '../integration/accessibility/axe';
import { present, screensOf } from '../integration/accessibility/gate';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { watchConsole } from './console-warnings';

/**
 * The development pass: every screen the admin opens (the accessibility gate's list), in English and then
 * in Arabic, in React's development build under StrictMode (mounted, unmounted and mounted again, effects
 * run twice), failing on React's and antd's warnings (console-warnings.ts). The other browser projects
 * run the production build, which has none of these checks.
 */

/**
 * A screen in one language took 1.5 to 4 s on this 2-core machine under other runs' load, and up to 12 s
 * under heavy load: files of three screens (six pages) took 17 to 54 s there, so two (four pages) keep a
 * file inside 30 s.
 */
const SCREENS_PER_FILE = 2;

/**
 * The development build renders slower than the production build the gate's 8 s wait is set for, and a
 * file's first screen also has Vite transform its modules: on a 2-core machine shared with other runs
 * that took 8 to 12 s.
 */
const SETTLE_TIMEOUT = 15_000;
const SCREEN_TIMEOUT = 25_000;

const partsOf = (group: string) => Math.ceil(screensOf(group).length / SCREENS_PER_FILE);

/** The files a route group's pass needs: one (user-manage), or numbered parts (posts-manage.1, posts-manage.2). */
export function smokeFilesOf(group: string): string[] {
  const parts = partsOf(group);
  return parts === 1 ? [group] : Array.from({ length: parts }, (_, index) => `${group}.${index + 1}`);
}

/** The whole console at a path, as main.tsx renders it: under StrictMode. */
function renderAppInStrictMode(path: string) {
  usePermissionsStatus.setState({ status: 'idle', error: '' });
  window.history.replaceState({}, '', path);
  render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** The pass over one route group's screens, or its numbered part, each in English then Arabic. */
export function describeSmoke(group: string, part = 1) {
  const paths = screensOf(group).slice((part - 1) * SCREENS_PER_FILE, part * SCREENS_PER_FILE);
  const parts = partsOf(group);
  const which = parts > 1 ? `, part ${part} of ${parts}` : '';
  describe(`${group}${which} in React's development build under StrictMode`, () => {
    it('has screens to open', () => expect(paths.length).toBeGreaterThan(0));
    it.each(paths)(
      '%s opens in en, then in ar, without a React or antd warning',
      async (path) => {
        const logged = watchConsole();
        await existingSession('admin');
        renderAppInStrictMode(path);
        await settle(present('.shell__screen h1'), SETTLE_TIMEOUT);
        expect(window.location.pathname).toBe(path);
        // Then in Arabic, as a moderator switches: every string, antd's locale and the direction flip in
        // place, which renders the whole screen again (its mounting was checked in English).
        await setLanguage('ar');
        await settle(() => {
          present('.shell__screen h1')();
          if (document.documentElement.dir !== 'rtl') throw new Error('Not right to left yet');
        }, SETTLE_TIMEOUT);
        // Closed inside the watch: what unmounting warns about counts too.
        cleanup();
        expect(logged.failures(), `React or antd warned on ${path}`).toEqual([]);
      },
      SCREEN_TIMEOUT,
    );
  });
}
