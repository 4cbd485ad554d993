import { ArticleListScreen } from '../../features/articles';

/** The pregnancy articles: filter, edit, list and delist, delete. */
export default function PregnancyArticleListScreen() {
  return <ArticleListScreen kind="pregnancy" />;
}
