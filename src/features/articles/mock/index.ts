/**
 * The articles mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of articles's mock is imported from outside it.
 */
import { ARTICLE_COLLECTIONS, seedArticles } from './seed';
import type { FeatureMock } from '../../../mocks/feature-mock';
import { ARTICLE_GRANTS } from './grants';
import { articleHandlers } from './handlers';
export { ARTICLE_COLLECTIONS, seedArticles } from './seed';
export type { ArticleRow } from './seed';

/** The articles mock, registered in src/mocks/features.ts. */
export const articlesMock: FeatureMock = {
  name: 'articles',
  handlers: articleHandlers,
  grants: ARTICLE_GRANTS,
  collections: Object.values(ARTICLE_COLLECTIONS),
  seed: seedArticles,
};
