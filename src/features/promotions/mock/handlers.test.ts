import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { StoredFile } from '../../../shared/uploads/types';
import { pngFile } from '../../../../tests/support/png-file';
import type { Promotion } from '../types';
import { PROMOTION_COLLECTION, type PromotionRow } from './seed';

const PATH = '/content/api/promotions';
const byName = (name: string) => db.all<PromotionRow>(PROMOTION_COLLECTION).find((row) => row.name === name)!;
const inputOf = (row: PromotionRow) => {
  const {
    id: _i,
    history: _h,
    audience: _a,
    disabledAt: _d,
    deletedAt: _x,
    updatedAt: _u,
    updatedBy: _b,
    ...input
  } = row;
  return input;
};
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('promotion mock', () => {
  it('refuses a start in the past, but keeps a promoting promotion’s saved start on edit', async () => {
    const token = await signInAs('operator');
    const upcoming = byName('Cycle tracker survey');
    const past = { ...inputOf(upcoming), startAt: hoursFromNow(-2), endAt: hoursFromNow(48), reason: 'Now' };
    const created = await callMock('POST', PATH, { token, body: past });
    expect(created.code).toBe(400);
    expect(created.fieldErrors).toEqual([{ field: 'window', message: 'The start cannot be in the past' }]);
    const moved = await callMock('PUT', `${PATH}/${upcoming.id}`, { token, body: past });
    expect(moved.fieldErrors).toEqual([{ field: 'window', message: 'The start cannot be in the past' }]);

    const promoting = byName('Spring pregnancy check-up week');
    const kept = await callMock('PUT', `${PATH}/${promoting.id}`, {
      token,
      body: { ...inputOf(promoting), caption: 'Last days', reason: 'New caption' },
    });
    expect(kept.code).toBe(200);
  });

  it('disables and deletes only with a reason, and keeps a deleted promotion with its history', async () => {
    const token = await signInAs('operator');
    const promotion = byName('Spring pregnancy check-up week');
    const silent = await callMock('POST', `${PATH}/${promotion.id}/disable`, { token, body: { reason: ' ' } });
    expect(silent.fieldErrors).toEqual([{ field: 'reason', message: 'Enter the reason' }]);
    expect(byName(promotion.name).disabledAt).toBeNull();

    await callMock('POST', `${PATH}/${promotion.id}/disable`, { token, body: { reason: 'Budget cut' } });
    const noReason = await callMock('POST', `${PATH}/${promotion.id}/delete`, { token, body: {} });
    expect(noReason.fieldErrors).toEqual([{ field: 'reason', message: 'Enter the reason' }]);
    const deleted = await callMock('POST', `${PATH}/${promotion.id}/delete`, { token, body: { reason: 'Duplicate' } });
    expect(deleted.code).toBe(200);

    const listed = await callMock<{ records: Promotion[] }>('GET', `${PATH}?current=1&size=50`, { token });
    expect(listed.data.records.map((row) => row.id)).not.toContain(promotion.id);
    const kept = await callMock<{ records: Promotion[] }>('GET', `${PATH}?current=1&size=50&status=deleted`, { token });
    expect(kept.data.records).toEqual([
      expect.objectContaining({
        id: promotion.id,
        status: 'deleted',
        history: [
          expect.objectContaining({ action: 'create' }),
          expect.objectContaining({ action: 'disable', reason: 'Budget cut', by: 'operator' }),
          expect.objectContaining({ action: 'delete', reason: 'Duplicate', by: 'operator' }),
        ],
      }),
    ]);
    const again = await callMock('POST', `${PATH}/${promotion.id}/disable`, { token, body: { reason: 'x' } });
    expect(again).toMatchObject({
      code: 409,
      message: 'This promotion has been deleted; only its history can be read',
    });
  });

  it('checks the material file again: one the console uploaded, exactly 750 × 1624, in the caller’s language', async () => {
    const token = await signInAs('operator');
    const upload = async (width: number, height: number) => {
      const body = new FormData();
      body.set('file', pngFile(`m-${width}x${height}.png`, width, height));
      return (await callMock<StoredFile>('POST', '/oss/api/files', { token, body })).data.url;
    };
    const base = {
      ...inputOf(byName('Cycle tracker survey')),
      startAt: hoursFromNow(400),
      endAt: hoursFromNow(420),
      reason: 'New',
    };
    const create = (material: string, language = 'en') =>
      callMock('POST', PATH, { token, body: { ...base, material }, language });

    expect((await create('https://elsewhere.example/m.png')).fieldErrors).toEqual([
      { field: 'material', message: 'Upload the material here: that address is not a file the console uploaded' },
    ]);
    const wide = await create(await upload(750, 1334), 'ar');
    expect(wide.fieldErrors).toEqual([
      { field: 'material', message: 'يجب أن تكون أبعاد المادة 750 × 1624 بكسل بالضبط؛ أبعاد هذه 750 × 1334 بكسل' },
    ]);
    expect((await create(await upload(750, 1334), 'zh')).message).toBe(
      '素材尺寸须为 750 × 1624 像素，当前为 750 × 1334 像素',
    );
    const made = await create(await upload(750, 1624));
    expect(made.code).toBe(200);
  });
});
