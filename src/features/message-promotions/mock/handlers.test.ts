import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { MessagePromotion } from '../types';
import { PROMOTION_COLLECTION, type PromotionRow } from './seed';

const PATH = '/push/api/message-promotions';
const stored = (id: number) => db.byId<PromotionRow>(PROMOTION_COLLECTION, id)!;
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('message promotion mock', () => {
  it('keeps a new promotion a draft, never confirms it with no target users, and confirms with a reason', async () => {
    const token = await signInAs('operator');
    const created = await callMock<MessagePromotion>('POST', PATH, {
      token,
      body: { texts: { en: { title: 'Scan guide', content: 'What the scan checks' } }, sendAt: inTwoDays() },
    });
    const { id } = created.data;
    expect(created.data.status).toBe('draft');

    const empty = await callMock('POST', `${PATH}/${id}/confirm`, { token, body: { reason: 'Weekly plan' } });
    expect(empty.code).toBe(400);
    expect(empty.fieldErrors).toEqual([
      { field: 'targets', message: 'This promotion has no target users: import them before confirming its sending' },
    ]);
    expect(stored(id).status).toBe('draft');

    await callMock('POST', `${PATH}/${id}/targets`, { token, body: { logins: ['lina_wu'] } });
    const noReason = await callMock('POST', `${PATH}/${id}/confirm`, { token, body: { reason: '  ' } });
    expect(noReason.fieldErrors).toEqual([{ field: 'reason', message: 'Enter the reason' }]);
    const confirmed = await callMock<MessagePromotion>('POST', `${PATH}/${id}/confirm`, {
      token,
      body: { reason: 'Weekly plan' },
    });
    expect(confirmed.data.status).toBe('toBeSent');
    expect(stored(id).history).toEqual([
      expect.objectContaining({ action: 'confirm', by: 'operator', reason: 'Weekly plan', audience: 1 }),
    ]);

    // Emptying the target users of a confirmed promotion returns it to draft: it cannot go out to nobody.
    await callMock('DELETE', `${PATH}/${id}/targets`, { token });
    expect(stored(id)).toMatchObject({ status: 'draft', targets: [] });
  });

  it('cancels only with a reason, and a draft whose time passed is not sent', async () => {
    const token = await signInAs('operator');
    const scheduled = db.all<PromotionRow>(PROMOTION_COLLECTION).find((row) => row.texts.en?.title === 'Folic acid reminder')!;
    const silent = await callMock('POST', `${PATH}/${scheduled.id}/cancel`, { token, body: {} });
    expect(silent.fieldErrors).toEqual([{ field: 'reason', message: 'Enter the reason' }]);
    const cancelled = await callMock<MessagePromotion>('POST', `${PATH}/${scheduled.id}/cancel`, {
      token,
      body: { reason: 'Duplicate of the push' },
    });
    expect(cancelled.data.status).toBe('cancelled');

    db.update<PromotionRow>(PROMOTION_COLLECTION, scheduled.id, {
      status: 'draft',
      sendAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const listed = await callMock<{ records: MessagePromotion[] }>('GET', `${PATH}?current=1&size=50&status=notSent`, {
      token,
    });
    expect(listed.data.records.map((row) => row.id)).toEqual([scheduled.id]);
  });
});
