import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { Page } from '../../../shared/types/page';
import type { TaggingTask, TagWithUsage } from '../types';

const TAGGING = '/content/api/tagging';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

/** A complete, valid choice of enabled tags. */
function validChoice(tags: TagWithUsage[]) {
  const level1 = tags.find(
    (tag) =>
      tag.kind === 'level1' &&
      tag.enabled &&
      tags.some((child) => child.kind === 'level2' && child.parentId === tag.id && child.enabled),
  )!;
  const level2 = tags.find((tag) => tag.kind === 'level2' && tag.parentId === level1.id && tag.enabled)!;
  const quality = tags.find((tag) => tag.kind === 'quality' && tag.enabled)!;
  return { level1Id: level1.id, level2Ids: [level2.id], qualityId: quality.id };
}

async function waitingTask(token: string): Promise<TaggingTask> {
  const page = await callMock<Page<TaggingTask>>('GET', `${TAGGING}/tasks?status=waiting&assignee=none&size=50`, {
    token,
  });
  return page.data.records.find((task) => !task.claimedBy)!;
}

describe('the tagging history', () => {
  it('refuses re-opening without a reason, in the caller’s language, and keeps the task tagged', async () => {
    const token = await signInAs('admin');
    const page = await callMock<Page<TaggingTask>>('GET', `${TAGGING}/tasks?status=tagged`, { token });
    const [tagged] = page.data.records;
    const none = await callMock('POST', `${TAGGING}/tasks/${tagged.id}/reopen`, { token, language: 'ar' });
    expect(none).toMatchObject({ code: 400, message: 'اختر سببًا من القائمة' });
    const other = await callMock('POST', `${TAGGING}/tasks/${tagged.id}/reopen`, {
      token,
      body: { reasonCode: 'other', note: '  ' },
      language: 'fr',
    });
    expect(other).toMatchObject({ code: 400, message: 'Précisez l’autre motif dans la note' });
    const long = await callMock('POST', `${TAGGING}/tasks/${tagged.id}/reopen`, {
      token,
      body: { reasonCode: 'wrongTags', note: 'x'.repeat(201) },
    });
    expect(long).toMatchObject({ code: 400, message: 'The note can be at most 200 characters' });
    const again = await callMock<Page<TaggingTask>>('GET', `${TAGGING}/tasks?status=tagged&postId=${tagged.postId}`, {
      token,
    });
    expect(again.data.records.map((task) => [task.id, task.history.map((line) => line.action)])).toEqual([
      [tagged.id, ['tagged']],
    ]);
    expect(again.data.records[0].history[0]).toMatchObject({ operator: tagged.taggedBy, at: tagged.taggedAt });
  });

  it('keeps a line for each assignment, tagging and re-opening, oldest first, and never takes one out', async () => {
    const token = await signInAs('admin');
    const tags = (await callMock<TagWithUsage[]>('GET', `${TAGGING}/tags`, { token })).data;
    const choice = validChoice(tags);
    const task = await waitingTask(token);
    expect(task.history).toEqual([]);

    const assign = (assignee?: string) =>
      callMock('POST', `${TAGGING}/tasks/assign`, { token, body: { ids: [task.id], assignee } });
    expect((await assign('admin')).data).toMatchObject({ done: 1 });
    expect((await callMock('POST', `${TAGGING}/tasks/${task.id}/claim`, { token })).code).toBe(200);
    expect((await callMock('POST', `${TAGGING}/tasks/${task.id}/tags`, { token, body: choice })).code).toBe(200);
    const reopened = await callMock<TaggingTask>('POST', `${TAGGING}/tasks/${task.id}/reopen`, {
      token,
      body: { reasonCode: 'other', note: ' The post is about nutrition ' },
    });
    expect(reopened.code).toBe(200);
    expect((await assign()).data).toMatchObject({ done: 1 });

    const page = await callMock<Page<TaggingTask>>('GET', `${TAGGING}/tasks?postId=${task.postId}`, { token });
    const [listed] = page.data.records;
    expect(
      listed.history.map(({ action, operator, assignee, reasonCode, note }) => [
        action,
        operator,
        assignee,
        reasonCode,
        note,
      ]),
    ).toEqual([
      ['assigned', 'admin', 'admin', null, ''],
      ['tagged', 'admin', null, null, ''],
      ['reopened', 'admin', null, 'other', 'The post is about nutrition'],
      ['unassigned', 'admin', null, null, ''],
    ]);
    expect(listed.history[1]).toMatchObject(choice);
    // The re-opening left the tags on the task and the tagging in the history.
    expect(listed).toMatchObject({ status: 'waiting', taggedBy: null, reopenedBy: 'admin', level1Id: choice.level1Id });
    const ats = listed.history.map((line) => line.at);
    expect([...ats].sort()).toEqual(ats);
  });
});
