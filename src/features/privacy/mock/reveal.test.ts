import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import { PRIVACY_COLLECTIONS, type RevealRow } from './seed';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('revealing a masked value', () => {
  it('keeps each reveal in the audit, with who, what and why, and nothing for a refused one', async () => {
    const token = await signInAs('moderator');
    const before = db.all<RevealRow>(PRIVACY_COLLECTIONS.reveals).length;
    const reveal = (reason: string) =>
      callMock<{ value: string }>('POST', '/admin/api/personal-data/reveal', {
        token,
        body: { entity: 'device', id: 2, field: 'deviceId', reason },
      });
    expect((await reveal('Checking a report')).code).toBe(200);
    expect((await reveal('   ')).code).toBe(400);
    expect((await reveal('Once more')).code).toBe(200);
    const audit = db.all<RevealRow>(PRIVACY_COLLECTIONS.reveals).slice(before);
    const entry = { adminLogin: 'moderator', entity: 'device', entityId: 2, field: 'deviceId', kind: 'deviceId' };
    expect(audit).toEqual([
      expect.objectContaining({ ...entry, reason: 'Checking a report' }),
      expect.objectContaining({ ...entry, reason: 'Once more' }),
    ]);
  });
});
