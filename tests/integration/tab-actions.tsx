import { fireEvent, waitFor } from '../support/dom';
import { screen, within, type renderApp } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

/** The shell's tab bar and one of its tabs by name. */
export const tabBar = () => screen.getByRole('tablist');
/** antd's bar prefixes a focused tab's name with "Tab 2 of 3" for screen readers. */
const named = (name: string) => (accessible: string) => accessible === name || accessible.endsWith(` ${name}`);
export const tabNamed = (name: string) => within(tabBar()).getByRole('tab', { name: named(name) });
export const queryTabNamed = (name: string) => within(tabBar()).queryByRole('tab', { name: named(name) });
export const tabNames = () =>
  within(tabBar())
    .getAllByRole('tab')
    .map((tab) => tab.querySelector('.shell-tabs__label')?.textContent);

/** Opens a tab's closing menu as a right click (or the context-menu key) does. */
export async function tabMenuOf(name: string): Promise<HTMLElement> {
  fireEvent.contextMenu(tabNamed(name));
  return screen.findByRole('menu', { name: (_, element) => element.closest('.ant-dropdown') !== null });
}

/**
 * Closes a tab with its × as a mouse user does (the × is hidden from assistive technology: keyboards
 * use Delete or the tab's menu), then waits for the bar to lose it unless a question comes first.
 */
export async function clickTabClose(user: User, name: string) {
  const close = tabNamed(name).querySelector('.shell-tabs__close');
  if (!close) throw new Error(`The tab ${name} has no ×`);
  await user.click(close);
}

export async function closeTab(user: User, name: string) {
  await clickTabClose(user, name);
  await waitFor(() => expect(queryTabNamed(name)).not.toBeInTheDocument());
}
