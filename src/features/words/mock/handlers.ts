import { HttpResponse } from 'msw';
import { withAccount } from '../../../mocks/auth-guard';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { failure, ok, paginate, readPageQuery } from '../../../mocks/envelope';
import { mockVoice } from '../../../mocks/mock-voice';
import { WORD_ENDPOINTS as E } from '../endpoints';
import { alreadyListed, parseWordList, WORD_RULES, wordKey } from '../rules';
import { WORD_KINDS, type AddWordsInput, type ImportWordsResult, type Word, type WordKind } from '../types';
import { WORD_COLLECTIONS, type WordRow } from './seed';

const isKind = (kind: unknown): kind is WordKind => WORD_KINDS.includes(kind as WordKind);

const voice = mockVoice('words');
/** A refusal in the caller's language, from a `words` key. */
const refuse = async (
  request: Request,
  code: number,
  key: string,
  options = {},
  httpStatus = code === 404 ? 404 : 200,
) => failure(code, await voice.say(request, key, options), { httpStatus });
const unknownList = (request: Request) => refuse(request, 404, 'serverRefusals.unknownList');

/** A `words` key with what it names. */
type Problem = [key: string, options?: Record<string, unknown>];

/** A refused add: the message names the words, and the form marks its `words` field with it. */
async function refusal(request: Request, [key, options]: Problem) {
  const message = await voice.say(request, key, options);
  return HttpResponse.json({ code: 400, message, fieldErrors: [{ field: 'words', message }] });
}

const publicWord = ({ id, word, createdBy, createdDate }: WordRow): Word => ({ id, word, createdBy, createdDate });

/** The same rules as the add form and the import: non-empty, not too long, no repeats, none already listed. */
function problemWith(kind: WordKind, input: Partial<AddWordsInput>): Problem | null {
  if (!Array.isArray(input.words) || input.words.some((word) => typeof word !== 'string')) {
    return ['serverRefusals.notAList'];
  }
  // The words go through the list helper again, so whitespace and separators inside one are not kept.
  const check = parseWordList(input.words.join(';'));
  if (check.words.length === 0) return ['rules.required'];
  if (check.words.length > WORD_RULES.maxPerAdd) return ['rules.tooMany', { max: WORD_RULES.maxPerAdd }];
  if (check.tooLong.length) return ['rules.tooLong', { max: WORD_RULES.maxLength, words: check.tooLong.join(', ') }];
  if (check.repeated.length) return ['rules.repeated', { words: check.repeated.join(', ') }];
  const existing = alreadyListed(
    check.words,
    db.all<WordRow>(WORD_COLLECTIONS[kind]).map((row) => row.word),
  );
  if (existing.length) return ['serverRefusals.listed', { words: existing.join(', ') }];
  return null;
}

type ImportRefusal = ImportWordsResult['refused'][number]['code'];
const IMPORT_REFUSALS: readonly ImportRefusal[] = ['empty', 'notOneWord', 'tooLong', 'repeated', 'listed'];

/**
 * Each import refusal's text in the caller's language: the console's `importRefused.*`, except a repeat,
 * which the server words as a word of the import rather than a row.
 */
async function importRefusalMessages(request: Request): Promise<Record<ImportRefusal, string>> {
  const texts = await Promise.all(
    IMPORT_REFUSALS.map((code) =>
      voice.say(request, code === 'repeated' ? 'serverRefusals.repeated' : `importRefused.${code}`, {
        max: WORD_RULES.maxLength,
      }),
    ),
  );
  return Object.fromEntries(IMPORT_REFUSALS.map((code, index) => [code, texts[index]])) as Record<
    ImportRefusal,
    string
  >;
}

/**
 * An import as a server does it: each word is checked on its own (stored without whitespace and compared
 * by `wordKey`, as the add form's rules do); the ones that pass are added, the others answered by position.
 */
function importWords(
  kind: WordKind,
  words: string[],
  login: string,
  messages: Record<ImportRefusal, string>,
): ImportWordsResult {
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
    const refuse = (code: ImportRefusal) => refused.push({ index, word: entry, code, message: messages[code] });
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
      if (!isKind(params.kind)) return unknownList(request);
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
      if (!isKind(params.kind)) return unknownList(request);
      const input = await request.json();
      const problem = problemWith(params.kind, input);
      if (problem) return refusal(request, problem);
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
      if (!isKind(params.kind)) return unknownList(request);
      const { words } = await request.json();
      if (!Array.isArray(words) || words.some((word) => typeof word !== 'string')) {
        return refuse(request, 400, 'serverRefusals.notAList');
      }
      if (words.length === 0) return refuse(request, 400, 'rules.required');
      if (words.length > WORD_RULES.maxPerAdd) {
        return refuse(request, 400, 'serverRefusals.importTooMany', { max: WORD_RULES.maxPerAdd });
      }
      return ok(importWords(params.kind, words, account.login, await importRefusalMessages(request)));
    }),
  ),

  route<{ ids: number[] }>(
    E.removeMany,
    withAccount(async ({ request, params }) => {
      if (!isKind(params.kind)) return unknownList(request);
      const { ids } = await request.json();
      if (!Array.isArray(ids) || ids.length === 0) return refuse(request, 400, 'serverRefusals.noneChosen');
      const wanted = new Set(ids.map(Number));
      const rows = db.all<WordRow>(WORD_COLLECTIONS[params.kind]);
      const kept = rows.filter((row) => !wanted.has(row.id));
      if (rows.length - kept.length !== wanted.size) return refuse(request, 404, 'serverRefusals.someGone', {}, 200);
      db.replaceAll(WORD_COLLECTIONS[params.kind], kept);
      return ok({ removed: wanted.size });
    }),
  ),

  route(
    E.remove,
    withAccount(({ request, params }) => {
      if (!isKind(params.kind)) return unknownList(request);
      if (!db.remove(WORD_COLLECTIONS[params.kind], Number(params.id))) {
        return refuse(request, 404, 'serverRefusals.wordGone');
      }
      return ok(null);
    }),
  ),
];
