import { HttpResponse } from 'msw';
import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { WORD_ENDPOINTS as E } from '../endpoints';
import { alreadyListed, parseWordList, WORD_RULES, wordKey } from '../rules';
import { WORD_KINDS, type AddWordsInput, type ImportWordsResult, type Word, type WordKind } from '../types';
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

const REFUSAL_MESSAGES: Record<ImportWordsResult['refused'][number]['code'], string> = {
  empty: 'No word',
  notOneWord: 'One word per row',
  tooLong: `Longer than ${WORD_RULES.maxLength} characters`,
  repeated: 'Repeats an earlier word of the import',
  listed: 'Already in the list',
};

/**
 * An import as a server does it: each word is checked on its own (stored without whitespace and compared
 * by `wordKey`, as the add form's rules do); the ones that pass are added, the others answered by position.
 */
function importWords(kind: WordKind, words: string[], login: string): ImportWordsResult {
  const collection = WORD_COLLECTIONS[kind];
  const rows = db.all<WordRow>(collection);
  const listed = new Set(rows.map((row) => wordKey(row.word)));
  const taken = new Set<string>();
  const refused: ImportWordsResult['refused'] = [];
  const now = new Date().toISOString();
  let nextId = db.nextId(collection);
  let added = 0;
  words.forEach((entry, index) => {
    const parts = parseWordList(entry).words;
    const refuse = (code: ImportWordsResult['refused'][number]['code']) =>
      refused.push({ index, word: entry, code, message: REFUSAL_MESSAGES[code] });
    if (parts.length === 0) return refuse('empty');
    if (parts.length > 1) return refuse('notOneWord');
    const [word] = parts;
    if ([...word].length > WORD_RULES.maxLength) return refuse('tooLong');
    const key = wordKey(word);
    if (listed.has(key)) return refuse('listed');
    if (taken.has(key)) return refuse('repeated');
    taken.add(key);
    rows.push({ id: nextId++, word, createdBy: login, createdDate: now });
    added += 1;
  });
  // One write for the whole list (an import can carry 20,000 words).
  if (added) db.replaceAll(collection, rows);
  return { added, refused };
}

export const wordHandlers = [
  route(
    E.page,
    withAccount(({ request, params }) => {
      if (!isKind(params.kind)) return failure(404, 'Unknown word list', { httpStatus: 404 });
      const url = new URL(request.url);
      const search = wordKey(url.searchParams.get('word') ?? '');
      const rows = db
        .all<WordRow>(WORD_COLLECTIONS[params.kind])
        .filter((row) => !search || wordKey(row.word).includes(search))
        // Newest first unless a column is sorted.
        .sort((a, b) => b.id - a.id)
        .map(publicWord);
      return ok(paginate(rows, readPageQuery(url)));
    }),
  ),

  route<AddWordsInput>(
    E.add,
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

  route<AddWordsInput>(
    E.importWords,
    withAccount(async ({ request, params, account }) => {
      if (!isKind(params.kind)) return failure(404, 'Unknown word list', { httpStatus: 404 });
      const { words } = await request.json();
      if (!Array.isArray(words) || words.some((word) => typeof word !== 'string')) {
        return failure(400, 'words must be a list of words');
      }
      if (words.length === 0) return failure(400, 'Enter at least one word');
      if (words.length > WORD_RULES.maxPerAdd) {
        return failure(400, `At most ${WORD_RULES.maxPerAdd} words can be imported at once`);
      }
      return ok(importWords(params.kind, words, account.login));
    }),
  ),

  route<{ ids: number[] }>(
    E.removeMany,
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

  route(
    E.remove,
    withAccount(({ params }) => {
      if (!isKind(params.kind)) return failure(404, 'Unknown word list', { httpStatus: 404 });
      if (!db.remove(WORD_COLLECTIONS[params.kind], Number(params.id))) {
        return failure(404, 'This word no longer exists', { httpStatus: 404 });
      }
      return ok(null);
    }),
  ),
];
