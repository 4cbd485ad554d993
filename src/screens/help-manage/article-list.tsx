import { ArticleListScreen } from '../../features/articles';

/** The help articles: filter, edit, list and delist, delete. */
export default function HelpArticleListScreen() {
  return <ArticleListScreen kind="help" />;
}
