/** What the publish screens' tests share: the staff accounts, opening a screen, choosing the poster. */
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { db } from '../../src/mocks/db';
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

export async function choosePoster(user: User, login: string) {
  await user.type(screen.getByRole('combobox', { name: 'Poster' }), login);
  await user.click(
    await screen.findByText(new RegExp(`^${login} ·`), { selector: '.ant-select-item-option-content *' }),
  );
}
