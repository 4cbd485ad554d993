import { getResponse, http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { keepingChanges } from './keep-changes';
import { answerMock, resetMock, signInAs, startMock } from './mock-calls';

const ROWS = 'keep-changes-test';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

/** An endpoint that writes a row, then fails. */
const failing = keepingChanges(
  http.post('http://console.test/failing', () => {
    db.insert(ROWS, { id: 1, name: 'half done' });
    throw new Error('boom');
  }),
);

describe('an endpoint that throws', () => {
  it('answers a 500 in the envelope, in the caller’s language, with no stack and nothing kept', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = new Request('http://console.test/failing', { method: 'POST', headers: { language: 'fr' } });
    const response = await getResponse([failing], request);
    expect(response?.status).toBe(500);
    const body = await response!.text();
    expect(JSON.parse(body)).toEqual({
      code: 500,
      message: 'Le serveur de la démo a échoué sur cette requête. Rien n’a été modifié.',
    });
    expect(body).not.toContain('boom');
    expect(db.all(ROWS)).toEqual([]);
    expect(error).toHaveBeenCalled();
  });

  it('answers a body that is not JSON with a 400, through the real handlers', async () => {
    const token = await signInAs('admin');
    const response = await answerMock(
      new Request('http://console.test/services/admin/api/admin/roles', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', language: 'en' },
        body: '{"name": ',
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: 'The request body is not valid JSON. Nothing was changed.',
    });
  });

  it('leaves an endpoint that answers alone', async () => {
    const fine = keepingChanges(http.get('http://console.test/fine', () => HttpResponse.json({ code: 200 })));
    const response = await getResponse([fine], new Request('http://console.test/fine'));
    expect(await response?.json()).toEqual({ code: 200 });
  });
});

describe('requests answered at the same time', () => {
  /** An endpoint that writes a row, then waits (as for a body) until `finish` is called, and answers or fails. */
  function slowWriter({ fails = false } = {}) {
    let finish = () => {};
    const waiting = new Promise<void>((resolve) => (finish = resolve));
    let started = () => {};
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    const endpoint = keepingChanges(
      http.post('http://console.test/slow', async () => {
        db.insert(ROWS, { id: 1, name: 'slow' });
        started();
        await waiting;
        if (fails) throw new Error('boom');
        return HttpResponse.json({ code: 200 });
      }),
    );
    const answer = getResponse([endpoint], new Request('http://console.test/slow', { method: 'POST' }));
    return { answer, finish, hasStarted };
  }

  it('keeps a slow request’s change when a request that fails is answered meanwhile', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const slow = slowWriter();
    await slow.hasStarted;
    const failingAnswer = getResponse([failing], new Request('http://console.test/failing', { method: 'POST' }));
    // The failing request waits for its turn: it cannot put back the slow one's row while that one waits.
    slow.finish();
    expect((await slow.answer)?.status).toBe(200);
    expect((await failingAnswer)?.status).toBe(500);
    expect(db.all(ROWS)).toEqual([{ id: 1, name: 'slow' }]);
  });

  it('never shows a request what another has changed but not kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: number[] = [];
    const reader = keepingChanges(
      http.get('http://console.test/read', () => {
        seen.push(db.all(ROWS).length);
        return HttpResponse.json({ code: 200 });
      }),
    );
    const slow = slowWriter({ fails: true });
    await slow.hasStarted;
    const readAnswer = getResponse([reader], new Request('http://console.test/read'));
    slow.finish();
    expect((await slow.answer)?.status).toBe(500);
    await readAnswer;
    expect(seen).toEqual([0]);
  });
});
