import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_USER_COLLECTIONS, audienceUsers, type AppUserRow } from '../features/app-users/mock';
import { db } from './db';
import { callMock, resetMock, signInAs, startMock } from './mock-calls';

/**
 * Every audience is counted over the same app users that designated lists are checked against: a push's
 * estimate, a promotion's audience and a message promotion's target count agree for the same targeting.
 */
const DAY = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const appUsers = () => db.all<AppUserRow>(APP_USER_COLLECTIONS.users);

const pushOf = (targeting: Record<string, unknown>) => ({
  texts: {
    ar: { title: 'عنوان', content: 'محتوى' },
    ms: { title: 'Tajuk', content: 'Kandungan' },
    ind: { title: 'Judul', content: 'Konten' },
  },
  image: null,
  target: null,
  startAt: later(1),
  endAt: later(2),
  userGroup: 'active30d',
  designatedUsers: [],
  modes: [],
  areas: [],
  minVersion: null,
  maxVersion: null,
  forceUpdate: false,
  ...targeting,
});

const promotionOf = (channel: string, minIos: string, minAndroid: string) => ({
  kind: 'popup',
  name: 'Audience check',
  language: 'en',
  caption: '',
  material: 'https://oss.example.com/material.png',
  duration: 5,
  startAt: later(40),
  endAt: later(41),
  perUserCount: 1,
  channel,
  minIos,
  minAndroid,
});

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('audiences', () => {
  it('agree between a push and a promotion, and equal the app users matching the targeting', async () => {
    const token = await signInAs('admin');
    const now = Date.now();
    const users = audienceUsers(appUsers());
    const active = (user: { lastLoginAt: string }) => now - Date.parse(user.lastLoginAt) <= 30 * DAY;
    for (const minimum of ['6.8.0', '7.0.0', '7.2.0']) {
      const expected = users.filter(
        (user) => active(user) && user.version.localeCompare(minimum, 'en', { numeric: true }) >= 0,
      ).length;
      const push = await callMock<{ audience: number; reachable: number }>(
        'POST',
        '/push/api/pushes/creatorAssistant/estimate',
        { token, body: pushOf({ userGroup: 'active30d', minVersion: minimum }) },
      );
      const promotion = await callMock<{ audience: number; ios: number; android: number }>(
        'POST',
        '/content/api/promotions/audience',
        { token, body: promotionOf('all', minimum, minimum) },
      );
      expect(push.code, push.message).toBe(200);
      expect(promotion.code, promotion.message).toBe(200);
      expect(push.data.audience).toBe(expected);
      expect(promotion.data.audience).toBe(expected);
      expect(promotion.data.ios + promotion.data.android).toBe(expected);
    }
    // The default targeting (every version, 30 days) reaches some users, fewer than all 320.
    const everyone = users.filter(active).length;
    expect(everyone).toBeGreaterThan(0);
    expect(everyone).toBeLessThan(users.length);
  });

  it('count a designated list as exactly its known users, in pushes and message promotions alike', async () => {
    const token = await signInAs('admin');
    const listed = appUsers().slice(10, 17);
    const ids = listed.map((user) => String(user.id));
    const push = await callMock<{ audience: number }>('POST', '/push/api/pushes/creatorAssistant/estimate', {
      token,
      body: pushOf({ userGroup: 'designated', designatedUsers: ids }),
    });
    expect(push.code, push.message).toBe(200);
    expect(push.data.audience).toBe(listed.length);
    // A designated push never counts a user the app does not have: the mock refuses the list.
    const unknown = await callMock('POST', '/push/api/pushes/creatorAssistant/estimate', {
      token,
      body: pushOf({ userGroup: 'designated', designatedUsers: [...ids, '9999999'] }),
    });
    expect(unknown.code).toBe(400);

    const created = await callMock<{ id: number }>('POST', '/push/api/message-promotions', {
      token,
      body: { texts: { en: { title: 'Audience check', content: 'Same users' } }, sendAt: later(3) },
    });
    const { id } = created.data;
    const logins = listed.map((user) => user.login);
    // Unknown and repeated logins are not added: the count is the known users of the list.
    await callMock('POST', `/push/api/message-promotions/${id}/targets`, {
      token,
      body: { logins: [...logins, 'nobody_here_at_all', logins[0].toUpperCase()] },
    });
    const confirmed = await callMock<{ targetCount: number; history: Array<{ audience: number }> }>(
      'POST',
      `/push/api/message-promotions/${id}/confirm`,
      { token, body: { reason: 'Audience check' } },
    );
    expect(confirmed.code, confirmed.message).toBe(200);
    expect(confirmed.data.targetCount).toBe(push.data.audience);
    expect(confirmed.data.history.at(-1)?.audience).toBe(listed.length);
  });
});
