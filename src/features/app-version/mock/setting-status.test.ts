import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import type { Row } from '../../../mocks/row';
import { callMock, resetMock, signInHolding, startMock } from '../../../mocks/mock-calls';
import { APP_COLLECTIONS } from './seed';

type Setting = Row & { enabled: boolean; [field: string]: unknown };

/** Each settings screen: its endpoint, its collection and its menu uri. */
const SCREENS = [
  { path: '/admin/api/app/cache-keys', collection: APP_COLLECTIONS.cacheKeys, uri: '/version-manage/local-cache' },
  {
    path: '/admin/api/app/version-switches',
    collection: APP_COLLECTIONS.switches,
    uri: '/version-manage/version-control',
  },
];

/** What the edit form sends back: the stored setting's fields, with some changed. */
function editOf(row: Setting, changes: Partial<Setting>) {
  const { id: _id, lastModifiedBy: _by, lastModifiedDate: _date, ...fields } = row;
  return { ...fields, ...changes };
}

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe.each(SCREENS)('editing a setting of $uri', ({ path, collection, uri }) => {
  const firstEnabled = () => db.all<Setting>(collection).find((row) => row.enabled)!;

  it('refuses to turn it off without the status action, in the caller’s language', async () => {
    const token = await signInHolding('editor', [`${uri}:edit`]);
    const row = firstEnabled();
    const answer = await callMock('PUT', `${path}/${row.id}`, {
      token,
      body: editOf(row, { enabled: false, description: 'Turned off by an edit' }),
    });
    expect(answer).toMatchObject({
      code: 403,
      message: 'Your account may not turn this setting on or off (it needs the Enable/Disable action)',
    });
    expect(db.byId<Setting>(collection, row.id)).toMatchObject({ enabled: true, description: row.description });

    const inArabic = await callMock('PUT', `${path}/${row.id}`, {
      token,
      language: 'ar',
      body: editOf(row, { enabled: false }),
    });
    expect(inArabic.message).toBe('لا يحق لحسابك تفعيل هذا الإعداد أو تعطيله (يتطلب إجراء «تفعيل/تعطيل»)');
  });

  it('saves an edit that leaves it as it is, sent or not', async () => {
    const token = await signInHolding('editor', [`${uri}:edit`]);
    const row = firstEnabled();
    const same = await callMock('PUT', `${path}/${row.id}`, { token, body: editOf(row, { description: 'Same' }) });
    expect(same.code).toBe(200);
    const { enabled: _enabled, ...withoutEnabled } = editOf(row, { description: 'Not sent' });
    const unsent = await callMock('PUT', `${path}/${row.id}`, { token, body: withoutEnabled });
    expect(unsent.code).toBe(200);
    expect(db.byId<Setting>(collection, row.id)).toMatchObject({ enabled: true, description: 'Not sent' });
  });

  it('turns it off in an edit for an admin who holds the status action', async () => {
    const token = await signInHolding('keeper', [`${uri}:edit`, `${uri}:status`]);
    const row = firstEnabled();
    const answer = await callMock('PUT', `${path}/${row.id}`, { token, body: editOf(row, { enabled: false }) });
    expect(answer.code).toBe(200);
    expect(db.byId<Setting>(collection, row.id)?.enabled).toBe(false);
  });
});
