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
