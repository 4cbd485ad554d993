import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { Page } from '../../../shared/types/page';
import type { QueueTask } from '../types';
import { REVIEW_COLLECTIONS, type TaggingTaskRow } from './seed';

const COMPOSE = '/community/api/compose/posts';
const TASKS = '/community/api/review/tasks';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('a post published through the console', () => {
  it('waits in the content audit, and a pass sends it on to tagging', async () => {
    const admin = await signInAs('admin');
    const published = await callMock<{ id: number }>('POST', COMPOSE, {
      token: admin,
      body: {
        posterId: 1000001,
        type: 'vote',
        language: 'ar',
        content: 'ولد أم بنت؟ شاركونا توقعاتكم',
        images: [],
        vote: { options: ['ولد', 'بنت'] },
        video: null,
        topicId: null,
      },
    });
    expect(published.code).toBe(200);
    const postId = published.data.id;

    const moderator = await signInAs('moderator');
    const found = await callMock<Page<QueueTask>>('GET', `${TASKS}?source=post&subjectId=${postId}`, {
      token: moderator,
    });
    expect(found.data.records).toEqual([
      expect.objectContaining({
        type: 'audit',
        subjectId: postId,
        postType: 'vote',
        language: 'ar',
        status: 'notProcessed',
        machineStatus: 'notReviewed',
        content: 'ولد أم بنت؟ شاركونا توقعاتكم',
      }),
    ]);
    const tagging = () =>
      db.all<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks).filter((row) => row.postId === postId);
    expect(tagging()).toEqual([]);

    const [task] = found.data.records;
    const passed = await callMock('POST', `${TASKS}/${task.id}/actions`, {
      token: moderator,
      body: { action: 'pass' },
    });
    expect(passed.code).toBe(200);
    expect(tagging()).toEqual([expect.objectContaining({ language: 'ar', origin: 'moderator' })]);
  });
});
