import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';
import { HELP_CLASSIFY_SCREEN, articleScreens } from '../screens';
import { ARTICLE_KINDS, type ArticleKind } from '../types';

export const articlesPath = (kind: ArticleKind, rest = '') => api(`/content/api/articles/${kind}${rest}`);
export const categoriesPath = (rest = '') => api(`/content/api/help-categories${rest}`);
export const insightsCategoriesPath = () => api('/content/api/insights-categories');

/**
 * Each kind of article has its own endpoints, so that each is granted by its own menu group: reading
 * needs the kind's article list (or its new-article screen, which checks display IDs against it), each
 * write its action. The help categories are read by the three help screens and written by classify.
 */
export const ARTICLE_GRANTS: EndpointGrant[] = [
  ...ARTICLE_KINDS.flatMap((kind): EndpointGrant[] => {
    const S = articleScreens(kind);
    return [
      { method: 'GET', path: articlesPath(kind), needs: [S.list, S.create] },
      { method: 'POST', path: articlesPath(kind), needs: [`${S.create}:create`] },
      { method: 'PUT', path: articlesPath(kind, '/:id'), needs: [`${S.list}:edit`] },
      { method: 'POST', path: articlesPath(kind, '/:id/list'), needs: [`${S.list}:listing`] },
      { method: 'POST', path: articlesPath(kind, '/:id/delist'), needs: [`${S.list}:listing`] },
      { method: 'DELETE', path: articlesPath(kind, '/:id'), needs: [`${S.list}:delete`] },
    ];
  }),
  {
    method: 'GET',
    path: categoriesPath(),
    needs: [HELP_CLASSIFY_SCREEN, articleScreens('help').list, articleScreens('help').create],
  },
  { method: 'GET', path: insightsCategoriesPath(), needs: [articleScreens('insights').list, articleScreens('insights').create] },
  { method: 'POST', path: categoriesPath(), needs: [`${HELP_CLASSIFY_SCREEN}:create`] },
  { method: 'PUT', path: categoriesPath('/:id'), needs: [`${HELP_CLASSIFY_SCREEN}:edit`] },
  { method: 'DELETE', path: categoriesPath('/:id'), needs: [`${HELP_CLASSIFY_SCREEN}:delete`] },
];
