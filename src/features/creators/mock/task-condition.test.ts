import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import { CONDITION_COLLECTION, type ConditionRow } from '../../task-conditions/mock';
import { CREATOR_COLLECTIONS, type TaskRow } from './seed';

const task = () => db.all<TaskRow>(CREATOR_COLLECTIONS.tasks)[0];
const inputOf = (row: TaskRow) => {
  const { id: _i, title: _t, status: _s, updatedAt: _u, updatedBy: _b, ...input } = row;
  return input;
};
/** A condition no medal or task names yet: it can be deleted until a task requires it. */
const unusedCondition = async (token: string) => {
  const listed = await callMock<{ records: Array<ConditionRow & { usedBy: unknown[] }> }>(
    'GET',
    '/task/api/conditions?current=1&size=100',
    { token },
  );
  return listed.data.records.find((row) => row.usedBy.length === 0)!;
};

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('creator tasks requiring task conditions', () => {
  it('refuses an unknown condition or a name that is not a list, and a condition a task requires names the task when it cannot be deleted', async () => {
    const admin = await signInAs('admin');
    const row = task();
    const condition = await unusedCondition(admin);
    const unknown = await callMock('PUT', `/creator/api/tasks/${row.id}`, {
      token: admin,
      body: { ...inputOf(row), conditions: [condition.name, 'No such condition'] },
    });
    expect(unknown.fieldErrors).toEqual([{ field: 'conditions', message: 'No task condition has this name' }]);
    const notAList = await callMock('PUT', `/creator/api/tasks/${row.id}`, {
      token: admin,
      body: { ...inputOf(row), conditions: condition.name },
    });
    expect(notAList.fieldErrors).toEqual([
      { field: 'conditions', message: 'The task conditions must be a list of condition names' },
    ]);
    expect(db.byId<TaskRow>(CREATOR_COLLECTIONS.tasks, row.id)?.conditions ?? []).toEqual([]);

    const saved = await callMock<{ conditions: string[] }>('PUT', `/creator/api/tasks/${row.id}`, {
      token: admin,
      body: { ...inputOf(row), conditions: [` ${condition.name} `, condition.name, ''] },
    });
    expect(saved.data.conditions).toEqual([condition.name]);

    const refused = await callMock('DELETE', `/task/api/conditions/${condition.id}`, { token: admin });
    expect(refused.code).toBe(409);
    expect(refused.message).toBe(
      `“${condition.name}” cannot be deleted: it is used by Creator task “${row.texts.en?.title}”`,
    );
    expect(db.byId<ConditionRow>(CONDITION_COLLECTION, condition.id)).toBeDefined();
  });
});
