import { render, screen, waitFor, within } from '../support/dom';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/app/app';
import { usePermissionsStatus } from '../../src/app/session/permissions-status';
import { completeSignIn } from '../../src/app/session/sign-in';
import { authApi } from '../../src/features/auth/api';

export const ACCOUNTS = {
  admin: { login: 'admin', password: 'admin123456', name: 'Amira Haddad' },
  moderator: { login: 'moderator', password: 'moderator123', name: 'Lina Chen' },
  operator: { login: 'operator', password: 'operator123', name: 'Omar Farouk' },
} as const;
export type AccountName = keyof typeof ACCOUNTS;

const isDisabled = (element: Element) =>
  element.closest('button, input, select, textarea')?.matches(':disabled') === true ||
  element.closest('[aria-disabled="true"]') !== null;

/**
 * A user as tests need one: a click on a control that is disabled for now (a button waiting for a call of
 * its own, a form still loading) waits, up to findBy's 5 s, for it to be enabled, as a user waits, and
 * fails naming the control if it never is. user-event's own click does nothing on a disabled control, so
 * such a test passed or failed on how fast the mock answered.
 */
function patientUser(): User {
  const user = userEvent.setup();
  return {
    ...user,
    click: async (element) => {
      if (isDisabled(element)) {
        await waitFor(() => {
          if (isDisabled(element)) {
            throw new Error(`Still disabled, so a click would do nothing: ${element.outerHTML.slice(0, 200)}`);
          }
        });
      }
      return user.click(element);
    },
  };
}

/** Renders the whole console at a path, as a browser opening that URL would. */
export function renderApp(path = '/') {
  usePermissionsStatus.setState({ status: 'idle', error: '' });
  window.history.replaceState({}, '', path);
  const user = patientUser();
  const view = render(<App />);
  return { user, ...view };
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * Replaces a field's text with one paste, as a user pasting a value would. Use `user.type` where
 * per-key behaviour is what the test is about.
 */
export async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/**
 * Picks an option of a button-style radio group (antd's optionType "button") by clicking what a user
 * sees and clicks: the option's label. The native radio inside is invisible and takes no pointer.
 */
export async function chooseButtonOption(user: User, radio: HTMLElement) {
  const label = radio.closest('label');
  if (!label) throw new Error('This radio has no label to click');
  await user.click(label);
}

/** A button by its visible text; an antd icon in it puts its own name ("plus") in front of the text. */
export function buttonIn(container: HTMLElement, text: string): HTMLElement {
  return within(container).getByRole('button', { name: (name) => name === text || name.endsWith(` ${text}`) });
}

/**
 * Waits until a list has finished (re)loading, as a user waits for the spinner: antd's Spin marks its
 * area aria-busy meanwhile and takes no clicks there. After a save, pass the form's drawer: the list
 * reloads as the drawer closes, so the wait starts once the drawer has gone.
 */
export async function whenSettled(table: HTMLElement, closingDrawer?: HTMLElement) {
  if (closingDrawer) await waitFor(() => expect(closingDrawer).not.toBeInTheDocument());
  await waitFor(() => expect(table.closest('[aria-busy="true"]')).toBeNull());
}

/**
 * Clicks once the element takes clicks, as a user waits for a greyed-out list to come back: a list
 * that reloads (after a save, or when the server answers late on a loaded machine) takes none.
 */
export async function clickWhenReady(user: User, element: HTMLElement) {
  await waitFor(() => expect(getComputedStyle(element).pointerEvents).not.toBe('none'));
  await user.click(element);
}

/** A session that already exists when the page loads (a reload with a stored token). */
export async function existingSession(account: AccountName) {
  const { login, password } = ACCOUNTS[account];
  const { token } = await authApi.login({ username: login, password, rememberMe: false });
  await completeSignIn(token);
}

/** Signs in through the login form, as a user would. */
export async function signInThroughForm(user: ReturnType<typeof userEvent.setup>, account: AccountName) {
  const { login, password } = ACCOUNTS[account];
  await fill(user, await screen.findByLabelText('Username'), login);
  await fill(user, screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The names of the sider's top-level entries, in order. */
export async function topLevelMenu(label = 'Main navigation'): Promise<string[]> {
  const nav = await screen.findByRole('menu', { name: label });
  return Array.from(nav.children)
    .map((item) => item.querySelector('.ant-menu-title-content')?.textContent?.trim() ?? '')
    .filter(Boolean);
}

export { screen, within };
