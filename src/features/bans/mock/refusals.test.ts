import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import { banInForceOn } from './ban-store';
import { DEVICES_COLLECTION, type DeviceRow } from './seed';

const API = '/community/api';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('ban refusals in the caller’s language', () => {
  it('refuses to unban a device not banned, and a ban without a reason, in Arabic', async () => {
    const token = await signInAs('admin');
    const free = db.find<DeviceRow>(DEVICES_COLLECTION, (row) => !banInForceOn('device', row.deviceId))!;
    const unban = await callMock('POST', `${API}/devices/${free.id}/unban`, {
      token,
      body: { reason: 'x' },
      language: 'ar',
    });
    expect(unban).toMatchObject({ code: 409, message: 'هذا الجهاز غير محظور' });
    const body = { duration: '7d', reason: '  ' };
    const ban = await callMock('POST', `${API}/devices/${free.id}/ban`, { token, body, language: 'ar' });
    expect(ban).toMatchObject({ code: 400, message: 'يرجى ذكر السبب' });
  });

  it('says a missing device and an unknown subject in Chinese', async () => {
    const token = await signInAs('admin');
    const missing = await callMock('GET', `${API}/devices/99999999/accounts`, { token, language: 'zh' });
    expect(missing).toMatchObject({ status: 404, code: 404, message: '设备不存在' });
    const subject = await callMock('GET', `${API}/bans?subject=planet`, { token, language: 'zh' });
    expect(subject).toMatchObject({ code: 400, message: '未知的封禁对象' });
  });
});
