import { ArticleListScreen } from '../../features/articles';

/** The insights articles: filter, edit, list and delist, delete. */
export default function InsightsArticleListScreen() {
  return <ArticleListScreen kind="insights" />;
}
