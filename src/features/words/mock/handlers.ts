import { http, HttpResponse } from 'msw';
import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { api, failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { alreadyListed, parseWordList, WORD_RULES } from '../rules';
import { WORD_KINDS, type AddWordsInput, type Word, type WordKind } from '../types';
import { WORD_COLLECTIONS, type WordRow } from './seed';

const isKind = (kind: unknown): kind is WordKind => WORD_KINDS.includes(kind as WordKind);

/** A refused add: the message names the words, and the form marks its `words` field with it. */
function refusal(message: string) {
  return HttpResponse.json({ code: 400, message, fieldErrors: [{ field: 'words', message }] });
}

const publicWord = ({ id, word, createdBy, createdDate }: WordRow): Word => ({ id, word, createdBy, createdDate });

/** The same rules as the add form and the import: non-empty, not too long, no repeats, none already listed. */
function problemWith(kind: WordKind, input: Partial<AddWordsInput>): string | null {
  if (!Array.isArray(input.words) || input.words.some((word) => typeof word !== 'string')) {
    return 'words must be a list of words';
  }
  // The words go through the list helper again, so whitespace and separators inside one are not kept.
  const check = parseWordList(input.words.join(';'));
  if (check.words.length === 0) return 'Enter at least one word';
  if (check.words.length > WORD_RULES.maxPerAdd) return `At most ${WORD_RULES.maxPerAdd} words can be added at once`;
  if (check.tooLong.length) return `Longer than ${WORD_RULES.maxLength} characters: ${check.tooLong.join(', ')}`;
  if (check.repeated.length) return `Entered more than once: ${check.repeated.join(', ')}`;
  const existing = alreadyListed(
    check.words,
    db.all<WordRow>(WORD_COLLECTIONS[kind]).map((row) => row.word),
  );
  if (existing.length) return `Already in the list: ${existing.join(', ')}`;
  return null;
}

export const wordHandlers = [
  http.get<{ kind: string }>(
    api('/community/api/words/:kind'),
    withAccount(({ request, params }) => {
      if (!isKind(params.kind)) return failure(404, 'Unknown word list', { httpStatus: 404 });
      const url = new URL(request.url);
      const search = url.searchParams.get('word')?.trim().toLowerCase() ?? '';
      const rows = db
        .all<WordRow>(WORD_COLLECTIONS[params.kind])
        .filter((row) => !search || row.word.toLowerCase().includes(search))
        // Newest first unless a column is sorted.
        .sort((a, b) => b.id - a.id)
        .map(publicWord);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  http.post<{ kind: string }, AddWordsInput>(
    api('/community/api/words/:kind'),
    withAccount(async ({ request, params, account }) => {
      if (!isKind(params.kind)) return failure(404, 'Unknown word list', { httpStatus: 404 });
      const input = await request.json();
      const problem = problemWith(params.kind, input);
      if (problem) return refusal(problem);
      const collection = WORD_COLLECTIONS[params.kind];
      const now = new Date().toISOString();
      const rows = db.all<WordRow>(collection);
      const words = parseWordList(input.words.join(';')).words;
      let nextId = db.nextId(collection);
      for (const word of words) {
        rows.push({ id: nextId++, word, createdBy: account.login, createdDate: now });
      }
      // One write for the whole list (an import can carry 20,000 words).
      db.replaceAll(collection, rows);
      return ok({ added: words.length });
    }),
  ),

  http.post<{ kind: string }, { ids: number[] }>(
    api('/community/api/words/:kind/delete'),
    withAccount(async ({ request, params }) => {
      if (!isKind(params.kind)) return failure(404, 'Unknown word list', { httpStatus: 404 });
      const { ids } = await request.json();
      if (!Array.isArray(ids) || ids.length === 0) return failure(400, 'Choose at least one word');
      const wanted = new Set(ids.map(Number));
      const rows = db.all<WordRow>(WORD_COLLECTIONS[params.kind]);
      const kept = rows.filter((row) => !wanted.has(row.id));
      if (rows.length - kept.length !== wanted.size) return failure(404, 'Some of these words no longer exist');
      db.replaceAll(WORD_COLLECTIONS[params.kind], kept);
      return ok({ removed: wanted.size });
    }),
  ),

  http.delete<{ kind: string; id: string }>(
    api('/community/api/words/:kind/:id'),
    withAccount(({ params }) => {
      if (!isKind(params.kind)) return failure(404, 'Unknown word list', { httpStatus: 404 });
      if (!db.remove(WORD_COLLECTIONS[params.kind], Number(params.id))) {
        return failure(404, 'This word no longer exists', { httpStatus: 404 });
      }
      return ok(null);
    }),
  ),
];
