import { waitFor } from '../support/dom';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import type { PostOperation } from '../../src/features/posts/rules';
import { ROLE_IDS, type MenuRow, type RoleRow } from '../../src/features/permissions/mock/permissions-seed';
import { COLLECTIONS } from '../../src/mocks/collections';
import { db } from '../../src/mocks/db';
import type { Row } from '../../src/mocks/row';
import { renderApp, screen, within } from './render-app';

/** What the post list tests share: the posts in the mock, the rows a list shows, and a role without an entry. */

export type User = ReturnType<typeof renderApp>['user'];

export const posts = () => db.all<PostRow>(POSTS_COLLECTION);
export const stored = (id: number) => db.byId<PostRow>(POSTS_COLLECTION, id)!;
export const OFFICIAL_POSTER = 1000001;

/** The first `size` posts the server should list: `rows` in the collection's order, sorted stably, descending. */
export function firstPage(rows: PostRow[], field: 'postedAt' | 'likes', size = 10) {
  return [...rows]
    .sort((a, b) => (a[field] < b[field] ? 1 : a[field] > b[field] ? -1 : 0))
    .slice(0, size)
    .map((row) => row.id);
}

/** The table's rows, top to bottom, with their post IDs, once the list has loaded. */
export async function listed(): Promise<Array<{ id: number; row: HTMLElement }>> {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(table.closest('[aria-busy="true"]')).toBeNull());
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'))
    .map((row) => ({ id: Number(within(row).getAllByRole('cell')[0].textContent), row }));
}
export const listedIds = async () => (await listed()).map(({ id }) => id);

export async function open(path: string, heading: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  return view;
}

export const rowOf = async (id: number) => (await screen.findByRole('cell', { name: String(id) })).closest('tr')!;

/** Takes every posts-manage action entry for `operation` from the moderator's role (before signing in). */
export function withoutOperation(operation: PostOperation) {
  const ids = new Set(
    db
      .all<MenuRow & Row>(COLLECTIONS.menus)
      .filter((menu) => /^\/posts-manage\/[^:]+:(.+)$/.exec(menu.uri ?? '')?.[1] === operation)
      .map((menu) => menu.id),
  );
  expect(ids.size).toBeGreaterThan(1);
  const role = db.byId<RoleRow & Row>(COLLECTIONS.roles, ROLE_IDS.moderator)!;
  db.update<RoleRow & Row>(COLLECTIONS.roles, role.id, { menuIds: role.menuIds.filter((id) => !ids.has(id)) });
}

/** Picks a filter's option as a user does: by the text of the option in the open dropdown. */
export async function choose(user: User, form: HTMLElement, label: string, option: string) {
  await user.click(within(form).getByRole('combobox', { name: label }));
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

export async function answer(user: User, question: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: question });
  await user.click(within(dialog).getByRole('button', { name: button }));
}
