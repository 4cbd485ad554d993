import { grant, type Call } from '../../../mocks/endpoint-grant';
import { WORD_ENDPOINTS as E } from '../endpoints';
import { WORD_KINDS, WORD_SCREEN_URIS, type WordKind } from '../types';

/**
 * The list in the path decides: `/user-manage/system-taboo:add` for the taboo list. For a list that does
 * not exist either list's entry lets the call through, so the handler answers 404.
 */
const wordList =
  (...actions: string[]) =>
  ({ params }: Pick<Call, 'params'>): readonly string[] => {
    const kinds = WORD_KINDS.includes(params.kind as WordKind) ? [params.kind as WordKind] : WORD_KINDS;
    return kinds.flatMap((kind) =>
      actions.length ? actions.map((action) => `${WORD_SCREEN_URIS[kind]}:${action}`) : [WORD_SCREEN_URIS[kind]],
    );
  };

const byList = (...actions: string[]) => ({
  among: wordList(...actions)({ params: {} }),
  decidedBy: 'the list in the path (:kind): taboo or nickname',
});

export const WORD_GRANTS = [
  grant(E.page, wordList(), { ...byList(), exportNeeds: wordList('export'), exportAmong: byList('export').among }),
  grant(E.add, wordList('add', 'import'), byList('add', 'import')),
  grant(E.importWords, wordList('import'), byList('import')),
  grant(E.removeMany, wordList('delete'), byList('delete')),
  grant(E.remove, wordList('delete'), byList('delete')),
];
