import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { Page } from '../../../shared/types/page';
import { COMMENTS_COLLECTION, type CommentRow } from '../../comments/mock';
import { POSTS_COLLECTION, type PostRow } from '../../posts/mock';
import type { PostListItem } from '../../posts/types';
import { REVIEW_COLLECTIONS, type ReviewTaskRow, type TaggingTaskRow } from './seed';

const TASKS = '/community/api/review/tasks';
const tasks = () => db.all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks);
const waiting = (source: string, type = 'audit') =>
  tasks().find(
    (row) =>
      row.source === source &&
      row.type === type &&
      row.status === 'notProcessed' &&
      !row.claimedBy &&
      row.machineStatus !== 'autoBlocked',
  )!;
const post = (id: number) => db.byId<PostRow>(POSTS_COLLECTION, id)!;

async function decide(token: string, task: ReviewTaskRow, body: Record<string, unknown>) {
  const answer = await callMock('POST', `${TASKS}/${task.id}/actions`, { token, body });
  expect(answer.code).toBe(200);
}

/** The posts a list screen shows for this post ID (`scope`: deleted, latest; `warmth`: yes or no). */
async function listed(token: string, id: number, query: string) {
  const answer = await callMock<Page<PostListItem>>('GET', `/community/api/posts?id=${id}&${query}`, { token });
  return answer.data.records;
}

beforeAll(startMock);
beforeEach(() => resetMock());

describe('a review decision acts on the post or comment itself', () => {
  it('a deleted post task shows in Deleted Posts with who and why; an ignored report leaves the post', async () => {
    const moderator = await signInAs('moderator');
    const admin = await signInAs('admin');
    const task = waiting('post');
    expect(await listed(admin, task.subjectId, 'scope=deleted')).toEqual([]);
    await decide(moderator, task, { action: 'delete', reasonCode: 'spam', note: 'Links to a shop' });
    const [deleted] = await listed(admin, task.subjectId, 'scope=deleted');
    expect(deleted).toMatchObject({
      id: task.subjectId,
      deletedBy: 'moderator',
      deleteReason: { reasonCode: 'spam', note: 'Links to a shop' },
    });
    expect(await listed(admin, task.subjectId, 'scope=latest')).toEqual([]);

    const report = waiting('post', 'report');
    await decide(moderator, report, { action: 'ignore' });
    expect(post(report.subjectId).deletedAt).toBeNull();
  });

  it('a comment deleted in a review queue is gone from Comment Management', async () => {
    const moderator = await signInAs('moderator');
    const admin = await signInAs('admin');
    const task = waiting('comment');
    const comment = db.byId<CommentRow>(COMMENTS_COLLECTION, task.subjectId)!;
    const listedIds = async () => {
      const answer = await callMock<Page<CommentRow>>('GET', `/community/api/comments?postId=${comment.postId}`, {
        token: admin,
      });
      return answer.data.records.map((row) => row.id);
    };
    expect(await listedIds()).toContain(comment.id);
    await decide(moderator, task, { action: 'delete', reasonCode: 'abuse' });
    expect(await listedIds()).not.toContain(comment.id);
    expect(db.byId<CommentRow>(COMMENTS_COLLECTION, comment.id)).toMatchObject({ deletedBy: 'moderator' });
  });

  it('a picture deleted or blacklisted leaves the post it was in; a passed one stays', async () => {
    const moderator = await signInAs('moderator');
    const pictures = tasks().filter(
      (row) =>
        row.source === 'image' &&
        row.status === 'notProcessed' &&
        !row.claimedBy &&
        row.machineStatus !== 'autoBlocked',
    );
    const [deleted, passed] = pictures.filter(
      (row, index) => pictures.findIndex((other) => other.postId === row.postId) === index,
    );
    expect(post(deleted.postId!).images).toContain(deleted.images[0]);
    await decide(moderator, deleted, { action: 'delete', reasonCode: 'sexual' });
    expect(post(deleted.postId!).images).not.toContain(deleted.images[0]);
    expect(post(deleted.postId!).deletedAt).toBeNull();
    await decide(moderator, passed, { action: 'pass' });
    expect(post(passed.postId!).images).toContain(passed.images[0]);
  });

  it('an upheld objection restores the removed post, and its undo removes it again as it was', async () => {
    const moderator = await signInAs('moderator');
    const admin = await signInAs('admin');
    const task = waiting('objection');
    const removed = post(task.subjectId);
    expect(removed.deletedAt).not.toBeNull();
    await decide(moderator, task, { action: 'pass' });
    expect(await listed(admin, task.subjectId, 'scope=latest')).toHaveLength(1);
    await decide(moderator, task, { action: 'undo' });
    expect(post(task.subjectId)).toMatchObject({
      deletedAt: removed.deletedAt,
      deletedBy: removed.deletedBy,
      deleteReason: removed.deleteReason,
    });
  });

  it('a passed warmth nomination puts the post on the warmth list; "not warm" leaves it where it was', async () => {
    const moderator = await signInAs('moderator');
    const admin = await signInAs('admin');
    const [first, second] = tasks().filter(
      (row) => row.source === 'warmth' && row.status === 'notProcessed' && !row.claimedBy,
    );
    await decide(moderator, first, { action: 'pass' });
    expect(await listed(admin, first.subjectId, 'scope=latest&warmth=yes')).toHaveLength(1);
    await decide(moderator, first, { action: 'undo' });
    expect(await listed(admin, first.subjectId, 'scope=latest&warmth=yes')).toEqual([]);

    await decide(moderator, second, { action: 'delete', reasonCode: 'notWarm' });
    expect(post(second.subjectId)).toMatchObject({ deletedAt: null, warmthSince: null });
  });
});

describe('the seed agrees with itself', () => {
  it('decided tasks left their posts as the decision says', () => {
    const decided = tasks().filter((row) => row.outcome);
    const postDeletes = decided.filter((row) => row.source === 'post' && row.outcome!.decision === 'delete');
    const upheld = decided.filter((row) => row.source === 'objection' && row.outcome!.decision === 'pass');
    const warm = decided.filter((row) => row.source === 'warmth' && row.outcome!.decision === 'pass');
    expect(postDeletes.length).toBeGreaterThan(10);
    expect(upheld.length).toBeGreaterThan(5);
    expect(warm.length).toBeGreaterThan(5);
    for (const task of postDeletes)
      expect(post(task.subjectId)).toMatchObject({
        deletedBy: task.outcome!.operator,
        deleteReason: { reasonCode: task.outcome!.reasonCode },
      });
    for (const task of upheld) expect(post(task.subjectId).deletedAt).toBeNull();
    for (const task of warm) expect(post(task.subjectId).warmthSince).not.toBeNull();
    for (const task of tasks().filter((row) => row.source === 'image'))
      expect(post(task.postId!).images, `task ${task.id}`).toContain(task.images[0]);
    // Every post waiting for tags, or tagged, is a post the post lists show.
    for (const task of db.all<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks))
      expect(db.byId<PostRow>(POSTS_COLLECTION, task.postId), `tagging task ${task.id}`).toBeDefined();
    const commentDeletes = decided.filter((row) => row.source === 'comment' && row.outcome!.decision === 'delete');
    expect(commentDeletes).toEqual([]);
  });
});
