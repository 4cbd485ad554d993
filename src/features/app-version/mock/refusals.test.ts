import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import type { Row } from '../../../mocks/row';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { UpdateNotice, VersionSwitch } from '../types';
import { APP_COLLECTIONS } from './seed';

const APP = '/admin/api/app';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('app version refusals in the caller’s language', () => {
  it('refuses a cache key’s broken rules on their fields and an unknown platform in Arabic', async () => {
    const token = await signInAs('admin');
    const body = { key: 'Bad Key', platform: null, cacheVersion: 0, ttlSeconds: 60, enabled: true };
    const broken = await callMock('POST', `${APP}/cache-keys`, { token, body, language: 'ar' });
    expect(broken).toMatchObject({ code: 400, message: expect.stringMatching(/^المفتاح: من 2 إلى 64/) });
    expect(broken.fieldErrors).toContainEqual({
      field: 'cacheVersion',
      message: 'إصدار ذاكرة التخزين المؤقت عدد صحيح من 1 إلى 1000000',
    });
    const page = await callMock('GET', `${APP}/update-notices?platform=web`, { token, language: 'ar' });
    expect(page).toMatchObject({ code: 400, message: 'اختر iOS أو Android' });
  });

  it('refuses publishing a published notice and disabling a disabled switch in Chinese', async () => {
    const token = await signInAs('admin');
    const published = db.find<UpdateNotice & Row>(APP_COLLECTIONS.notices, (row) => row.status === 'published')!;
    const publish = await callMock('POST', `${APP}/update-notices/${published.id}/publish`, { token, language: 'zh' });
    expect(publish).toMatchObject({ code: 409, message: '此更新通知已发布' });
    const off = db.find<VersionSwitch & Row>(APP_COLLECTIONS.switches, (row) => !row.enabled)!;
    const disable = await callMock('POST', `${APP}/version-switches/${off.id}/disable`, { token, language: 'zh' });
    expect(disable).toMatchObject({ code: 409, message: '此版本开关已停用' });
  });
});
