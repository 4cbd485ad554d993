import { vi } from 'vitest';
import { usePreferencesStore } from '../../src/shared/stores/preferences-store';
import { STORAGE_KEYS } from '../../src/shared/stores/storage-keys';
import { cleanup, waitFor } from '../support/dom';
import { audit, describeViolations, settle } from './accessibility/axe';
import { existingSession, renderApp, screen } from './render-app';

/** Light or dark, as antd's tokens on the page, <html> and the shell's own CSS show it. */
const rootVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
const backgroundOf = (element: Element) => getComputedStyle(element).backgroundColor;

async function expectDark() {
  await waitFor(() => expect(document.documentElement.style.colorScheme).toBe('dark'));
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(rootVar('--ant-color-bg-container')).toBe('#141414');
  expect(backgroundOf(document.querySelector('.shell__header')!)).toBe('rgb(20, 20, 20)');
  expect(backgroundOf(document.querySelector('.shell__sider')!)).toBe('rgb(20, 20, 20)');
}

async function expectLight() {
  await waitFor(() => expect(document.documentElement.style.colorScheme).toBe('light'));
  expect(document.documentElement.dataset.theme).toBe('light');
  expect(rootVar('--ant-color-bg-container')).toBe('#ffffff');
  expect(backgroundOf(document.querySelector('.shell__header')!)).toBe('rgb(255, 255, 255)');
  expect(backgroundOf(document.querySelector('.shell__sider')!)).toBe('rgb(255, 255, 255)');
}

/** Opens the user menu; its theme and density choices are its only radio items. */
async function openUserMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /user menu/ }));
  await screen.findByRole('menuitem', { name: /Log out/ });
}

const radio = (name: string) => screen.findByRole('menuitemradio', { name });

async function choose(user: ReturnType<typeof renderApp>['user'], name: string) {
  await openUserMenu(user);
  await user.click(await radio(name));
}

/** A fake of the system's colour-scheme setting, which a test can flip; other queries are the browser's. */
function stubSystemColourScheme(initiallyDark: boolean) {
  const realMatchMedia = window.matchMedia.bind(window);
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const state = { dark: initiallyDark };
  const darkQuery = {
    get matches() {
      return state.dark;
    },
    media: '(prefers-color-scheme: dark)',
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
  vi.stubGlobal('matchMedia', (query: string) =>
    query === '(prefers-color-scheme: dark)' ? darkQuery : realMatchMedia(query),
  );
  return {
    listeners,
    set(dark: boolean) {
      state.dark = dark;
      for (const listener of [...listeners]) listener({ matches: dark } as MediaQueryListEvent);
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  usePreferencesStore.setState({ theme: 'system', compact: false });
});

describe('appearance: light, dark and the system, comfortable and compact', () => {
  it('follows the system by default (light in the test browser); the user menu offers the choices, axe-clean in both themes', async () => {
    await existingSession('admin');
    const { user } = renderApp('/');
    await screen.findByRole('button', { name: /user menu/ });
    await expectLight();
    await openUserMenu(user);
    expect(await radio('System')).toHaveAttribute('aria-checked', 'true');
    expect(await radio('Light')).toHaveAttribute('aria-checked', 'false');
    expect(await radio('Dark')).toHaveAttribute('aria-checked', 'false');
    expect(await radio('Comfortable')).toHaveAttribute('aria-checked', 'true');
    expect(await radio('Compact')).toHaveAttribute('aria-checked', 'false');
    // The open menu, its groups and radio items pass axe, in light and in dark.
    await settle(() => undefined);
    expect(describeViolations((await audit()).blocking)).toBe('');
    await user.click(await radio('Dark'));
    await openUserMenu(user);
    await settle(() => expectDark());
    expect(describeViolations((await audit()).blocking)).toBe('');
  });

  it('choosing Dark puts antd dark tokens and color-scheme on the page, and a reload keeps it', async () => {
    await existingSession('admin');
    const { user } = renderApp('/');
    await screen.findByRole('button', { name: /user menu/ });
    await choose(user, 'Dark');
    await expectDark();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.preferences)!).state).toMatchObject({ theme: 'dark' });
    await openUserMenu(user);
    await waitFor(async () => expect(await radio('Dark')).toHaveAttribute('aria-checked', 'true'));
    expect(await radio('System')).toHaveAttribute('aria-checked', 'false');

    // A reload: the page starts over (the store at its defaults) and reads what storage holds.
    const stored = localStorage.getItem(STORAGE_KEYS.preferences)!;
    cleanup();
    usePreferencesStore.setState({ theme: 'system' });
    localStorage.setItem(STORAGE_KEYS.preferences, stored);
    await usePreferencesStore.persist.rehydrate();
    expect(usePreferencesStore.getState().theme).toBe('dark');
    renderApp('/');
    await screen.findByRole('button', { name: /user menu/ });
    await expectDark();
  });

  it('the login page follows the chosen theme too', async () => {
    usePreferencesStore.setState({ theme: 'dark' });
    renderApp('/login');
    const card = (await screen.findByLabelText('Username')).closest('.login-page__card')!;
    await waitFor(() => expect(document.documentElement.style.colorScheme).toBe('dark'));
    expect(backgroundOf(card)).toBe('rgb(20, 20, 20)');
  });

  it('System follows the system setting live; Light and Dark do not', async () => {
    const system = stubSystemColourScheme(false);
    await existingSession('admin');
    const { user } = renderApp('/');
    await screen.findByRole('button', { name: /user menu/ });
    await expectLight();
    expect(system.listeners.size).toBeGreaterThan(0);

    system.set(true);
    await expectDark();
    system.set(false);
    await expectLight();

    await choose(user, 'Dark');
    await expectDark();
    system.set(true);
    await choose(user, 'Light');
    await expectLight();
    await choose(user, 'System');
    await expectDark();
  });

  it('Compact makes the controls smaller, in either theme, and is remembered', async () => {
    await existingSession('admin');
    const { user } = renderApp('/');
    await screen.findByRole('button', { name: /user menu/ });
    const heightOf = () => screen.getByRole('button', { name: /user menu/ }).getBoundingClientRect().height;
    expect(heightOf()).toBe(32);
    await choose(user, 'Compact');
    await waitFor(() => expect(heightOf()).toBeLessThan(32));
    const compactHeight = heightOf();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.preferences)!).state).toMatchObject({ compact: true });
    await choose(user, 'Dark');
    await expectDark();
    expect(heightOf()).toBe(compactHeight);
    await choose(user, 'Comfortable');
    await waitFor(() => expect(heightOf()).toBe(32));
  });
});
