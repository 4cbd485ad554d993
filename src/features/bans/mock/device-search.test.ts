import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInHolding, startMock } from '../../../mocks/mock-calls';
import { maskDeviceId } from '../../../shared/privacy/mask';
import type { Device } from '../types';
import { FIXED_DEVICES } from './seed';

const DEVICES = '/content-review/device-manage';
const FARM = FIXED_DEVICES.accountFarm;

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

async function search(token: string, deviceId: string) {
  const answer = await callMock<{ records: Device[] }>(
    'GET',
    `/community/api/devices?current=1&size=50&deviceId=${encodeURIComponent(deviceId)}`,
    { token },
  );
  expect(answer.code).toBe(200);
  return answer.data.records.map((device) => device.deviceId);
}

describe('the device list’s search by device ID', () => {
  it('finds a device by its whole ID only for an admin who may not reveal device IDs', async () => {
    const token = await signInHolding('viewer', [DEVICES]);
    expect(await search(token, FARM)).toEqual([maskDeviceId(FARM)]);
    expect(await search(token, ` ${FARM.toUpperCase()} `)).toEqual([maskDeviceId(FARM)]);
    // Part of an ID finds nothing, so the masked characters cannot be guessed one by one.
    expect(await search(token, FARM.slice(0, 5))).toEqual([]);
    expect(await search(token, FARM.slice(4, -4))).toEqual([]);
  });

  it('finds devices by part of their ID for an admin who may reveal them', async () => {
    const token = await signInHolding('revealer', [`${DEVICES}:reveal`]);
    expect(await search(token, FARM.slice(4, -4))).toEqual([maskDeviceId(FARM)]);
  });
});
