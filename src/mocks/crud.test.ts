import { getResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditStamp, createHandler, removeHandler, rowById, updateHandler, type Found } from './crud';
import { db } from './db';
import { failure } from './envelope';
import { resetMock, signInAs, startMock } from './mock-calls';
import type { Row } from './row';

/** A small domain of its own: notes with a title, refused when empty or taken, and kept while pinned. */
const C = 'crud-test-notes';
type NoteRow = Row & { title: string; pinned: boolean; updatedBy: string; updatedAt: string };

const readInput = (body: { title?: unknown }) => ({ title: typeof body.title === 'string' ? body.title.trim() : '' });

function titleRefusal(input: { title: string }, ownId?: number) {
  if (!input.title) return failure(400, 'A title is needed');
  if (db.find<NoteRow>(C, (row) => row.title === input.title && row.id !== ownId))
    return failure(409, 'That title is taken');
  return null;
}

const gone = (request: Request) =>
  failure(404, `No such note (${request.headers.get('language')})`, { httpStatus: 404 });

const handlers = [
  http.post(
    '*/test/notes',
    createHandler({
      collection: C,
      readInput,
      refusal: (input) => titleRefusal(input),
      newRow: (input) => ({ ...input, pinned: false }),
      view: (row: NoteRow, { now }) => ({ ...row, seenAt: now }),
    }),
  ),
  http.put(
    '*/test/notes/:id',
    updateHandler({
      collection: C,
      find: rowById<NoteRow>(C, gone),
      readInput,
      refusal: (input, row) => titleRefusal(input, row.id),
      view: (row) => ({ ...row, shown: true }),
    }),
  ),
  http.post(
    '*/test/notes/:id/rename',
    updateHandler({
      collection: C,
      find: async ({ params }): Promise<Found<NoteRow>> => {
        const row = db.byId<NoteRow>(C, Number(params.id));
        if (!row) return { refused: failure(404, 'Gone') };
        return row.pinned ? { refused: failure(409, 'A pinned note keeps its title') } : { row };
      },
      readInput: (body: { title?: unknown }, row) => ({ title: `${row.title} → ${String(body.title)}` }),
      refusal: () => null,
      changes: (input) => ({ title: input.title.toUpperCase() }),
    }),
  ),
  http.delete(
    '*/test/notes/:id',
    removeHandler({
      collection: C,
      find: rowById<NoteRow>(C, gone),
      refusal: (row) => (row.pinned ? failure(409, 'Unpin it first') : null),
    }),
  ),
];

let token = '';

async function call(method: string, path: string, body?: unknown, auth = true) {
  const headers = new Headers({ language: 'fr', 'Content-Type': 'application/json' });
  if (auth) headers.set('Authorization', `Bearer ${token}`);
  const request = new Request(`http://console.test${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = (await getResponse(handlers, request))!;
  return { status: response.status, ...(await response.json()) };
}

const note = (title: string, pinned = false) =>
  db.insert<NoteRow>(C, { title, pinned, updatedBy: 'seed', updatedAt: '2020-01-01T00:00:00.000Z' });

beforeAll(startMock, 15_000);
beforeEach(async () => {
  resetMock();
  token = await signInAs('admin');
});
afterEach(() => vi.useRealTimers());

describe('auditStamp', () => {
  it('names who changed the row and when, at the given moment or now', () => {
    expect(auditStamp('lina', Date.UTC(2026, 0, 2, 3, 4, 5))).toEqual({
      updatedBy: 'lina',
      updatedAt: '2026-01-02T03:04:05.000Z',
    });
    vi.useFakeTimers({ now: Date.UTC(2026, 5, 1) });
    expect(auditStamp('omar')).toEqual({ updatedBy: 'omar', updatedAt: '2026-06-01T00:00:00.000Z' });
  });
});

describe('createHandler', () => {
  it('inserts the read input with the new row’s fields and the stamp, and answers the view', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 2, 3), toFake: ['Date'] });
    const answer = await call('POST', '/test/notes', { title: '  Groceries ', extra: 'dropped' });
    const stored = db.all<NoteRow>(C);
    expect(stored).toEqual([
      { id: 1, title: 'Groceries', pinned: false, updatedBy: 'admin', updatedAt: '2026-03-03T00:00:00.000Z' },
    ]);
    expect(answer).toEqual({
      status: 200,
      code: 200,
      message: 'OK',
      data: { ...stored[0], seenAt: Date.UTC(2026, 2, 3) },
    });
  });

  it('answers the domain’s refusal as it is and inserts nothing', async () => {
    note('Groceries');
    expect(await call('POST', '/test/notes', { title: ' ' })).toEqual({
      status: 200,
      code: 400,
      message: 'A title is needed',
    });
    expect(await call('POST', '/test/notes', { title: 'Groceries' })).toMatchObject({ code: 409 });
    expect(db.all(C)).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    expect(await call('POST', '/test/notes', { title: 'x' }, false)).toMatchObject({ status: 401 });
    expect(db.all(C)).toHaveLength(0);
  });
});

describe('updateHandler', () => {
  it('updates the row with the input and the stamp, and answers the view', async () => {
    const row = note('Groceries');
    note('Errands');
    const answer = await call('PUT', `/test/notes/${row.id}`, { title: 'Groceries' });
    expect(answer).toMatchObject({ code: 200, data: { id: row.id, title: 'Groceries', pinned: false, shown: true } });
    expect(db.byId<NoteRow>(C, row.id)).toMatchObject({ updatedBy: 'admin', pinned: false });
    expect(db.byId<NoteRow>(C, row.id)!.updatedAt).not.toBe(row.updatedAt);
  });

  it('answers the lookup’s refusal, or the domain’s, and changes nothing', async () => {
    const row = note('Groceries');
    note('Errands');
    expect(await call('PUT', '/test/notes/99', { title: 'x' })).toEqual({
      status: 404,
      code: 404,
      message: 'No such note (fr)',
    });
    expect(await call('PUT', `/test/notes/${row.id}`, { title: 'Errands' })).toMatchObject({
      code: 409,
      message: 'That title is taken',
    });
    expect(db.byId(C, row.id)).toEqual(row);
  });

  it('reads the input with the row, and stores the domain’s changes', async () => {
    const row = note('Groceries');
    const pinned = note('Errands', true);
    expect(await call('POST', `/test/notes/${row.id}/rename`, { title: 'food' })).toMatchObject({
      data: { id: row.id, title: 'GROCERIES → FOOD', updatedBy: 'admin' },
    });
    expect(await call('POST', `/test/notes/${pinned.id}/rename`, { title: 'x' })).toMatchObject({
      code: 409,
      message: 'A pinned note keeps its title',
    });
    expect(db.byId(C, pinned.id)).toEqual(pinned);
  });
});

describe('removeHandler', () => {
  it('removes the row and answers null', async () => {
    const row = note('Groceries');
    expect(await call('DELETE', `/test/notes/${row.id}`)).toEqual({
      status: 200,
      code: 200,
      message: 'OK',
      data: null,
    });
    expect(db.byId(C, row.id)).toBeUndefined();
  });

  it('answers the lookup’s or the domain’s refusal and keeps the row', async () => {
    const pinned = note('Errands', true);
    expect(await call('DELETE', '/test/notes/99')).toMatchObject({ status: 404, message: 'No such note (fr)' });
    expect(await call('DELETE', `/test/notes/${pinned.id}`)).toMatchObject({ code: 409, message: 'Unpin it first' });
    expect(db.byId(C, pinned.id)).toEqual(pinned);
  });
});
