/** What the publish screens' tests share: the staff accounts, opening a screen, choosing the poster. */
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { db } from '../../src/mocks/db';
import { waitFor } from '../support/dom';
import { existingSession, renderApp, screen } from './render-app';

export type User = ReturnType<typeof renderApp>['user'];
export const OFFICIAL = { id: 1000001, login: 'momcare_official' };
export const KOL = { id: 1000002, login: 'dr_sara_kol' };

/** The post published last. */
export const newest = () => db.all<PostRow>(POSTS_COLLECTION).sort((a, b) => b.id - a.id)[0];

export async function open(path: string, heading: string) {
  await existingSession('moderator');
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading, level: 1 });
  return view;
}

/**
 * Searches the poster by login and picks it. The click waits for the list to answer the search (every
 * option but the one chosen before is the account's): clicked on the list from before, the option could be drawn anew under the
 * pointer, and nothing was chosen.
 */
export async function choosePoster(user: User, login: string) {
  const combobox = screen.getByRole('combobox', { name: 'Poster' });
  await user.type(combobox, login);
  const option = await waitFor(() => {
    const options = [
      ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
    ];
    expect(options.length).toBeGreaterThan(0);
    // The account chosen before stays listed beside the results.
    const results = options.filter((candidate) => !candidate.matches('.ant-select-item-option-selected'));
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((candidate) => candidate.textContent?.includes(`${login} ·`))).toBe(true);
    return results[0];
  });
  await user.click(option);
  await waitFor(() => expect(combobox.closest('.ant-select')).toHaveTextContent(`(${login})`));
}
