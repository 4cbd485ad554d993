import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { QueueTask } from '../types';
import type { Page } from '../../../shared/types/page';
import { WAIT_TARGETS } from './wait-targets';

beforeAll(startMock);
beforeEach(() => resetMock());

const page = async (query: string) => {
  const token = await signInAs('admin');
  return (await callMock<Page<QueueTask>>('GET', `/community/api/review/tasks?${query}`, { token })).data.records;
};
const target = (task: QueueTask) => Date.parse(task.dueAt) - Date.parse(task.createdAt);

describe('the queues’ target waiting times', () => {
  it('gives every task its queue’s target: reports, pictures, other audits', async () => {
    const reports = await page('source=post&type=report');
    const pictures = await page('source=image&type=audit');
    const audits = [...(await page('source=comment&type=audit')), ...(await page('source=warmth'))];
    expect(reports.length && pictures.length && audits.length).toBeGreaterThan(0);
    expect(reports.every((task) => target(task) === WAIT_TARGETS.reportMs)).toBe(true);
    expect(pictures.every((task) => target(task) === WAIT_TARGETS.imageMs)).toBe(true);
    expect(audits.every((task) => target(task) === WAIT_TARGETS.auditMs)).toBe(true);
  });
});
