import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { topicsOf, type LiveChange } from '../shared/live/live-changes';
import { db } from './db';
import { keepingChanges } from './keep-changes';
import { onLiveChange } from './live-changes';
import { callMock, resetMock, signInAs, startMock } from './mock-calls';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

const heard: LiveChange[] = [];
let stopListening = () => {};
beforeEach(() => {
  heard.length = 0;
  stopListening = onLiveChange((change) => heard.push(change));
});
afterEach(() => stopListening());

describe('the live changes the mock announces', () => {
  it('names the topics of what a request kept, once each', async () => {
    const token = await signInAs('admin');
    heard.length = 0;
    const added = await callMock('POST', '/community/api/words/taboo', { token, body: { words: ['livechange'] } });
    expect(added.code).toBe(200);
    expect(heard).toEqual([{ topics: ['words'] }]);
    expect(topicsOf(['review-tasks', 'review-history', 'tagging-posts'])).toEqual(['review', 'tagging']);
  });

  it('says nothing for a request that changed nothing, or whose changes were put back', async () => {
    const token = await signInAs('admin');
    heard.length = 0;
    await callMock('GET', '/community/api/words/taboo', { token });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = keepingChanges(
      http.post('http://console.test/failing', () => {
        db.insert('live-changes-test', { id: 1 });
        throw new Error('boom');
      }),
    );
    const fine = keepingChanges(http.get('http://console.test/fine', () => HttpResponse.json({ code: 200 })));
    await getResponse([failing], new Request('http://console.test/failing', { method: 'POST' }));
    await getResponse([fine], new Request('http://console.test/fine'));
    expect(heard).toEqual([]);
  });
});
