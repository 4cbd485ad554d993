import type { SearchInput } from '../rules';
import type { ReviewTask } from '../types';

/** What a search needs besides the task: its author's login, and the reasons its reports give. */
interface SearchLookups {
  loginOf: (userId: number) => string;
  reasonsOf: (taskId: number) => ReadonlySet<string>;
}

/**
 * The queue search's test of one task (the input already passed `searchProblems`): the task's ID and the
 * ID of what it is about exactly, the author by part of the login (any case) or by the user ID, a part of
 * the text (any case), the day it was raised within the range, and a reason one of its reports gives.
 */
export function matchesSearch(
  input: SearchInput,
  lookups: SearchLookups,
  inRange: (iso: string) => boolean,
): (task: ReviewTask) => boolean {
  const value = (field: keyof SearchInput) => (input[field] ?? '').trim();
  const tests: Array<(task: ReviewTask) => boolean> = [];
  const id = value('id');
  if (id) tests.push((task) => task.id === Number(id));
  const subjectId = value('subjectId');
  if (subjectId) tests.push((task) => task.subjectId === Number(subjectId));
  const author = value('author').toLowerCase();
  if (author)
    tests.push(
      (task) =>
        (/^\d+$/.test(author) && task.authorId === Number(author)) ||
        lookups.loginOf(task.authorId).toLowerCase().includes(author),
    );
  const content = value('content').toLowerCase();
  if (content) tests.push((task) => task.content.toLowerCase().includes(content));
  if (value('createdAt')) tests.push((task) => inRange(task.createdAt));
  const reason = value('reason');
  if (reason) tests.push((task) => task.type === 'report' && lookups.reasonsOf(task.id).has(reason));
  return (task) => tests.every((test) => test(task));
}
