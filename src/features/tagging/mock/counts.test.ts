import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { Page } from '../../../shared/types/page';
import type { TaggingTask, WaitingTagCounts } from '../types';

const TAGGING = '/content/api/tagging';
const counts = async (token: string) => (await callMock<WaitingTagCounts>('GET', `${TAGGING}/counts`, { token })).data;

beforeAll(startMock);
beforeEach(() => resetMock());

describe('the tagging queues’ waiting counts', () => {
  it('counts what waits, and for the workbench only what it could give the caller', async () => {
    const [admin, moderator] = [await signInAs('admin'), await signInAs('moderator')];
    const waiting = await callMock<Page<TaggingTask>>('GET', `${TAGGING}/tasks?status=waiting&size=1`, {
      token: admin,
    });
    const before = await counts(moderator);
    expect(before.waiting).toBe(waiting.data.total);
    expect(before.forMe).toBeGreaterThan(0);

    // One waiting task assigned to the admin is no longer the moderator's to take, and one she opened neither.
    const [first, second] = (
      await callMock<Page<TaggingTask>>('GET', `${TAGGING}/tasks?status=waiting&assignee=none&size=2`, {
        token: admin,
      })
    ).data.records;
    await callMock('POST', `${TAGGING}/tasks/assign`, { token: admin, body: { ids: [first.id], assignee: 'admin' } });
    await callMock('POST', `${TAGGING}/tasks/${second.id}/claim`, { token: admin });
    expect(await counts(moderator)).toEqual({ waiting: before.waiting, forMe: before.forMe - 2 });
    expect((await counts(admin)).waiting).toBe(before.waiting);
  });
});
