import { ArticleListScreen } from '../../features/articles/components/article-list-screen';

/** The pregnancy articles: filter, edit, list and delist, delete. */
export default function PregnancyArticleListScreen() {
  return <ArticleListScreen kind="pregnancy" />;
}
