import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { Page } from '../../../shared/types/page';
import type { TaggingTask } from '../types';
import { TAGGING_WAIT_TARGET_MS } from './wait-target';

beforeAll(startMock);
beforeEach(() => resetMock());

describe('the tagging queues’ target waiting time', () => {
  it('gives every task its due time: created plus the target', async () => {
    const token = await signInAs('admin');
    const tasks = (
      await callMock<Page<TaggingTask>>('GET', '/content/api/tagging/tasks?status=waiting&size=50', { token })
    ).data.records;
    expect(tasks.length).toBeGreaterThan(0);
    for (const task of tasks) expect(Date.parse(task.dueAt) - Date.parse(task.createdAt)).toBe(TAGGING_WAIT_TARGET_MS);
  });
});
