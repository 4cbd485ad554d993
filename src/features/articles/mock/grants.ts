import { grant, type Call } from '../../../mocks/endpoint-grant';
import { ARTICLE_ENDPOINTS as E, CATEGORY_ENDPOINTS as C } from '../endpoints';
import { HELP_CLASSIFY_SCREEN, articleScreens } from '../screens';
import { ARTICLE_KINDS, type ArticleKind } from '../types';

type Screen = keyof ReturnType<typeof articleScreens>;

/**
 * The kind in the path decides which menu group grants the call: `screens` of the kind's screens, with the
 * action when one is named. An unknown kind is let through (any kind's entry) to answer 404.
 */
const of =
  (screens: readonly Screen[], action?: string) =>
  ({ params }: Pick<Call, 'params'>) => {
    const kind = params.kind as ArticleKind;
    const kinds = ARTICLE_KINDS.includes(kind) ? [kind] : ARTICLE_KINDS;
    const uris = kinds.flatMap((each) => screens.map((screen) => articleScreens(each)[screen]));
    return [...new Set(uris)].map((uri) => (action ? `${uri}:${action}` : uri));
  };

const byKind = (screens: readonly Screen[], action?: string) =>
  [
    of(screens, action),
    {
      among: of(screens, action)({ params: {} }),
      decidedBy: 'the kind of article in the path (:kind): each kind has its own menu group',
    },
  ] as const;

/**
 * Each kind of article is granted by its own menu group: reading needs the kind's article list (or its
 * new-article screen, which checks display IDs against it), each write its action. The help categories
 * are read by the three help screens and written by classify.
 */
export const ARTICLE_GRANTS = [
  grant(E.page, ...byKind(['list', 'create'])),
  grant(E.create, ...byKind(['create'], 'create')),
  grant(E.update, ...byKind(['list'], 'edit')),
  grant(E.list, ...byKind(['list'], 'listing')),
  grant(E.delist, ...byKind(['list'], 'listing')),
  grant(E.remove, ...byKind(['list'], 'delete')),
  grant(C.help, [HELP_CLASSIFY_SCREEN, articleScreens('help').list, articleScreens('help').create]),
  grant(C.insights, [articleScreens('insights').list, articleScreens('insights').create]),
  grant(C.create, [`${HELP_CLASSIFY_SCREEN}:create`]),
  grant(C.update, [`${HELP_CLASSIFY_SCREEN}:edit`]),
  grant(C.remove, [`${HELP_CLASSIFY_SCREEN}:delete`]),
];
