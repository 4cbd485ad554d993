import { ArticleListScreen } from '../../features/articles/components/article-list-screen';

/** The insights articles: filter, edit, list and delist, delete. */
export default function InsightsArticleListScreen() {
  return <ArticleListScreen kind="insights" />;
}
