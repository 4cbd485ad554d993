import { waitFor } from './dom';
import userEvent from '@testing-library/user-event';
import { existingSession, fill, renderApp, screen, within } from '../integration/render-app';

/** The menu editor (permissions-manage/menu) as its tests drive it: its tree, rows, drawers and dialogs. */
export type User = ReturnType<typeof userEvent.setup>;

export const PATH = '/permissions-manage/menu';
export const DELETE_ACTION = '/permissions-manage/menu:delete';

/** The tree as it is now: saving reloads the admin's menus, which brings the screen back afresh. */
export const tree = () => screen.getByRole('table');

/** The table row of an entry, once it shows. */
export function rowOf(name: string): Promise<HTMLElement> {
  return waitFor(() => within(tree()).getByText(name, { selector: '.menu-tree__name' }).closest('tr') as HTMLElement);
}

/** The names of the rows, top to bottom. */
export function rowNames(): string[] {
  return within(tree())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.menu-tree__name')?.textContent ?? '');
}

export async function openMenuScreen() {
  await existingSession('admin');
  renderApp(PATH);
  await rowOf('Permissions');
  return { user: userEvent.setup() };
}

/** A row's button by its label ('Edit Permissions'), once it shows. */
export const rowButton = (label: string) => waitFor(() => within(tree()).getByLabelText(label));

export async function expand(user: User, name: string) {
  await user.click(await rowButton(`Expand ${name}`));
}

/** An open dialog (a drawer or a confirmation) by its accessible name. */
export const dialog = (name: string): Promise<HTMLElement> => screen.findByRole('dialog', { name });

export async function addChildTo(user: User, parent: string) {
  await user.click(await rowButton(`Add child to ${parent}`));
  return dialog(`New entry under ${parent}`);
}

/** The drawer's Save button, by its text. */
export const save = (user: User, drawer: HTMLElement) => user.click(within(drawer).getByText('Save'));

export const retype = fill;

/** The button above the tree, by its text. */
export const newTopLevel = () =>
  waitFor(() => screen.getByText('New top-level entry', { selector: 'button span' }).closest('button') as HTMLElement);

/** The warning under the uri field: a live region (role status), not an error. */
export const warningIn = (drawer: HTMLElement) =>
  waitFor(() => {
    const status = drawer.querySelector<HTMLElement>('[role="status"]');
    if (!status) throw new Error('No warning shown');
    return status;
  });

export const sider = () => screen.getByLabelText('Main navigation');
