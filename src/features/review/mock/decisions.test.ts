import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { BatchResult, TaskDetail } from '../types';
import { REVIEW_COLLECTIONS, type HistoryRow, type ReviewTaskRow } from './seed';

const TASKS = '/community/api/review/tasks';
const stored = (id: number) => db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, id)!;
const historyOf = (id: number) => db.all<HistoryRow>(REVIEW_COLLECTIONS.history).filter((row) => row.taskId === id);
const waiting = (source: string, count: number) =>
  db
    .all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks)
    .filter((row) => row.source === source && row.type === 'audit' && row.status === 'notProcessed' && !row.claimedBy)
    .slice(0, count);

beforeAll(startMock);
beforeEach(() => resetMock());

describe('reasons and history of review decisions', () => {
  it('refuses a delete without a reason, in the caller’s language, and one whose "other" has no note', async () => {
    const moderator = await signInAs('moderator');
    const [task] = waiting('post', 1);
    const bare = await callMock('POST', `${TASKS}/${task.id}/actions`, {
      token: moderator,
      body: { action: 'delete' },
      language: 'ar',
    });
    expect(bare).toMatchObject({ code: 400, message: 'اختر سببًا من القائمة' });
    const unknown = await callMock('POST', `${TASKS}/${task.id}/actions`, {
      token: moderator,
      body: { action: 'delete', reasonCode: 'notWarm' },
    });
    expect(unknown).toMatchObject({ code: 400, message: 'This queue does not offer that reason' });
    const noNote = await callMock('POST', `${TASKS}/${task.id}/actions`, {
      token: moderator,
      body: { action: 'delete', reasonCode: 'other', note: '  ' },
    });
    expect(noNote).toMatchObject({ code: 400, message: 'Say in the note what the other reason is' });
    expect(stored(task.id).status).toBe('notProcessed');
    expect(historyOf(task.id)).toEqual([]);
  });

  it('keeps each decision and undo in the task’s history, who, when, what and why', async () => {
    const moderator = await signInAs('moderator');
    const [passed, deleted] = waiting('comment', 2);
    await callMock('POST', `${TASKS}/${passed.id}/actions`, { token: moderator, body: { action: 'pass' } });
    await callMock('POST', `${TASKS}/${passed.id}/actions`, { token: moderator, body: { action: 'undo' } });
    expect(stored(passed.id)).toMatchObject({ status: 'notProcessed', outcome: null });
    const done = await callMock('POST', `${TASKS}/${deleted.id}/actions`, {
      token: moderator,
      body: { action: 'delete', reasonCode: 'spam', note: ' Links to a shop ' },
    });
    expect(done.code).toBe(200);

    const detail = await callMock<TaskDetail>('GET', `${TASKS}/${passed.id}`, { token: moderator });
    expect(detail.data.history.map(({ action, operator, batchOf }) => ({ action, operator, batchOf }))).toEqual([
      { action: 'pass', operator: 'moderator', batchOf: null },
      { action: 'undo', operator: 'moderator', batchOf: null },
    ]);
    const removal = await callMock<TaskDetail>('GET', `${TASKS}/${deleted.id}`, { token: moderator });
    expect(removal.data.history).toEqual([
      expect.objectContaining({ action: 'delete', reasonCode: 'spam', note: 'Links to a shop', operator: 'moderator' }),
    ]);
    expect(removal.data.outcome).toMatchObject({ decision: 'delete', reasonCode: 'spam', note: 'Links to a shop' });
  });

  it('undoes a batch of passes, recorded on each task, and refuses a batch delete without a reason', async () => {
    const moderator = await signInAs('moderator');
    const tasks = waiting('image', 3);
    const ids = tasks.map((task) => task.id);
    const refused = await callMock('POST', `${TASKS}/batch`, { token: moderator, body: { ids, action: 'delete' } });
    expect(refused).toMatchObject({ code: 400, message: 'Choose a reason from the list' });
    expect(ids.map((id) => stored(id).status)).toEqual(['notProcessed', 'notProcessed', 'notProcessed']);

    const passed = await callMock<BatchResult>('POST', `${TASKS}/batch`, {
      token: moderator,
      body: { ids, action: 'pass' },
    });
    expect(passed.data).toEqual({ done: 3, decided: ids, refused: [] });
    const undone = await callMock<BatchResult>('POST', `${TASKS}/batch`, {
      token: moderator,
      body: { ids, action: 'undo' },
    });
    expect(undone.data).toEqual({ done: 3, decided: ids, refused: [] });
    for (const id of ids) {
      expect(stored(id).status).toBe('notProcessed');
      expect(historyOf(id).map((row) => [row.action, row.batchOf])).toEqual([
        ['pass', 3],
        ['undo', 3],
      ]);
    }

    const deleted = await callMock<BatchResult>('POST', `${TASKS}/batch`, {
      token: moderator,
      body: { ids, action: 'delete', reasonCode: 'violence' },
    });
    expect(deleted.data.done).toBe(3);
    // A removal is final: the batch's undo is refused task by task.
    const late = await callMock<BatchResult>('POST', `${TASKS}/batch`, {
      token: moderator,
      body: { ids, action: 'undo' },
    });
    expect(late.data).toMatchObject({ done: 0, decided: [] });
    expect(late.data.refused).toHaveLength(3);
  });
});
