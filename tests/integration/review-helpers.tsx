import { REVIEW_COLLECTIONS, type ReviewTaskRow } from '../../src/features/review/mock/seed';
import { db } from '../../src/mocks/db';
import { waitFor } from '../support/dom';
import { existingSession, renderApp, screen, within } from './render-app';

/** A review task as the mock holds it now. */
export const storedTask = (id: number) => db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, id)!;

/** The post and comment audits waiting in Review Tasks, oldest first: the order the queue shows them. */
export const waitingAudits = () =>
  db
    .all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks)
    .filter(
      (task) => ['post', 'comment'].includes(task.source) && task.type === 'audit' && task.status === 'notProcessed',
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));

/** The task panel once it shows task `id`. */
export const taskPanel = (id: number) => screen.findByRole('region', { name: `Task ${id}` });

/**
 * Task `id` put in front by clicking its row, as a moderator opens a task by hand (the queue itself opens on
 * the first task nobody else holds).
 */
export async function openFromList(user: ReturnType<typeof renderApp>['user'], id: number) {
  const list = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.review-queue__list');
    expect(found).not.toBeNull();
    return found!;
  });
  await user.click(await within(list).findByRole('cell', { name: String(id) }));
}

/** Review Tasks filtered to audits, opened by a moderator. */
export async function openAudits() {
  await existingSession('moderator');
  const view = renderApp('/content-review/work-order?type=audit');
  await screen.findByRole('heading', { name: 'Review Tasks', level: 1 });
  return view;
}
