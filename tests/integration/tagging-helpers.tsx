/** What the tagging queue tests share: the seed's tasks and marks, and finding rows and options. */
import { REVIEW_COLLECTIONS, type TaggingTaskRow } from '../../src/features/review/mock/seed';
import { writeMark } from '../../src/features/tagging/mock/handlers';
import { TAGGING_COLLECTIONS, type MarkRow } from '../../src/features/tagging/mock/seed';
import { db } from '../../src/mocks/db';
import { renderApp, screen, within } from './render-app';

export type User = ReturnType<typeof renderApp>['user'];
export const GROUP = '/marking-content-manage';
export const day = (iso: string) => iso.slice(0, 10);
export const soon = () => new Date(Date.now() + 5 * 60_000).toISOString();

export const markOf = (task: TaggingTaskRow) => {
  const mark = db.byId<MarkRow>(TAGGING_COLLECTIONS.marks, task.id);
  return mark && mark.postId === task.postId ? mark : undefined;
};
/** Changes a task's mark as another admin's action would (creating it the first time). */
export const setMark = writeMark;

/** The waiting tasks in a language, as the seed holds them, newest first. */
export const waiting = (language: string) =>
  db
    .all<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks)
    .filter((task) => task.language === language && !markOf(task)?.taggedAt)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

/** The waiting tasks in a language nobody is assigned to, oldest first (label-work-order's order). */
export const unassigned = (language: string) =>
  waiting(language)
    .filter((task) => !markOf(task)?.assignee)
    .reverse();

/** The table row of a task: its post cell shows "Task <id>". */
export async function rowOf(table: HTMLElement, taskId: number) {
  return (await within(table).findByText(`Task ${taskId}`)).closest('tr') as HTMLElement;
}

export async function choose(user: User, container: HTMLElement, label: string, option: string) {
  await user.click(within(container).getByLabelText(label));
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}
