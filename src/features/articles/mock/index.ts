/**
 * The articles mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of articles's mock is imported from outside it.
 */
export { ARTICLE_COLLECTIONS, seedArticles } from './seed';
export type { ArticleRow } from './seed';
