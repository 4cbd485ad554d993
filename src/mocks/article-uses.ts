/**
 * What still relies on an article, asked before the article is deleted: the recommendations' mock answers
 * (a waiting or pushed recommendation of it), without the articles' mock importing it: the recommendations'
 * mock already reads the articles, so a direct import would be a cycle.
 */
export interface ArticleUse {
  /** The recommendation's ID and the days it covers. */
  id: number;
  startDate: string;
  endDate: string;
}

type UsesOf = (articleId: number) => ArticleUse[];
const finders = new Set<UsesOf>();

export function onArticleUses(finder: UsesOf): void {
  finders.add(finder);
}

export function usesOfArticle(articleId: number): ArticleUse[] {
  return [...finders].flatMap((finder) => finder(articleId));
}
