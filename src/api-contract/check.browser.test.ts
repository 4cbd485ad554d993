import { HttpResponse } from 'msw';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { wordApi } from '../features/words/api';
import { WORD_ENDPOINTS } from '../features/words/endpoints';
import { route } from '../mocks/endpoint-route';
import { ok } from '../mocks/envelope';
import { worker } from '../mocks/test-worker';
import { pathOf } from '../shared/api/endpoint';
import { registerFeedback } from '../shared/request/feedback';
import { http } from '../shared/request/http';
import { OSS_ENDPOINTS } from '../shared/uploads/endpoints';
import { ossApi } from '../shared/uploads/uploads-api';
import { waitFor } from '../../tests/support/dom';
import { answersChecked, takeContractViolations } from './check';

/**
 * The setup file checks every mocked answer against the contract and fails the test on a violation: here a
 * mock that drifted is made on purpose, and the violations are taken (so this test itself passes).
 */
/** Makes the calls, waits until msw has reported and the check has read `answers` answers, and takes the violations. */
async function violationsOf(answers: number, calls: () => Promise<unknown>): Promise<string[]> {
  const before = answersChecked();
  await calls();
  await waitFor(() => expect(answersChecked()).toBe(before + answers));
  return takeContractViolations();
}

describe('the contract check of the tests setup', () => {
  const shown: string[] = [];
  const unregister = registerFeedback({ error: (text) => void shown.push(text) });
  afterEach(() => void shown.splice(0));
  afterAll(unregister);

  it('reports an answer whose data is not the declared shape', async () => {
    worker.use(route(WORD_ENDPOINTS.page, () => ok({ records: [{ id: 'one', word: 7 }], total: 1 })));
    const violations = await violationsOf(1, () => wordApi.page('taboo', { current: 1, size: 10 }));
    const name = 'GET /services/community/api/words/:kind (GET /services/community/api/words/taboo)';
    expect(violations).toEqual([
      `${name} response data .records.0.id: Invalid input: expected number, received string`,
      `${name} response data .records.0.word: Invalid input: expected string, received number`,
      `${name} response data .records.0.createdBy: Invalid input: expected string, received undefined`,
      `${name} response data .records.0.createdDate: Invalid input: expected string, received undefined`,
      `${name} response data .current: Invalid input: expected number, received undefined`,
      `${name} response data .size: Invalid input: expected number, received undefined`,
    ]);
  });

  it('reports a request the contract does not declare: an unknown list, a query it does not take, a body of the wrong shape', async () => {
    worker.use(
      route(WORD_ENDPOINTS.page, () => ok({ records: [], total: 0, current: 1, size: 10 })),
      route(WORD_ENDPOINTS.add, () => ok({ added: 1 })),
    );
    const violations = await violationsOf(2, async () => {
      await wordApi.page('spam' as never, { current: 1, size: 10, colour: 'red' });
      await wordApi.add('taboo', { words: 'spam' as never });
    });
    // The two answers may be checked in either order.
    expect(violations).toHaveLength(3);
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \S+ \(GET \/services\/community\/api\/words\/spam\) path \.kind: /),
        expect.stringMatching(/^GET \S+ \(GET \S+\) query: Unrecognized key: "colour"$/),
        expect.stringMatching(/^POST \S+ \(POST \S+\) body \.words: Invalid input: expected array, received string$/),
      ]),
    );
  });

  it('reads an upload’s multipart form as its fields, and reports one that is not the declared form', async () => {
    const stored = { id: 1, name: 'week-20.png', size: 8, contentType: 'image/png', url: '/mock-oss/1/week-20.png' };
    worker.use(
      route(OSS_ENDPOINTS.upload, () => ok({ ...stored, uploadedBy: 'admin', uploadedAt: '2026-03-01T09:30:00.000Z' })),
    );
    const file = new File([new Uint8Array(8)], 'week-20.png', { type: 'image/png' });
    expect(await violationsOf(1, () => ossApi.upload(file))).toEqual([]);
    const form = new FormData();
    form.append('file', file);
    form.append('colour', 'red');
    const violations = await violationsOf(1, () => http.post(pathOf(OSS_ENDPOINTS.upload), form));
    expect(violations).toHaveLength(2);
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^POST \S+ \(POST \/services\/oss\/api\/files\) body \.fileName: /),
        expect.stringMatching(/^POST \S+ \(POST \S+\) body: Unrecognized key: "colour"$/),
      ]),
    );
  });

  it('reports a failure that is not in the failure envelope, and passes a failure that is', async () => {
    worker.use(route(WORD_ENDPOINTS.remove, () => HttpResponse.json({ error: 'gone' }, { status: 404 })));
    const wrong = await violationsOf(1, () => expect(wordApi.remove('taboo', 1)).rejects.toBeTruthy());
    expect(wrong.join('\n')).toMatch(/failure envelope \.code: .*\n.*failure envelope \.message: /);
    worker.use(route(WORD_ENDPOINTS.remove, () => HttpResponse.json({ code: 404, message: 'Gone' }, { status: 404 })));
    expect(await violationsOf(1, () => expect(wordApi.remove('taboo', 1)).rejects.toBeTruthy())).toEqual([]);
    expect(shown.at(-1)).toBe('Gone');
  });
});
