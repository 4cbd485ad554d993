/** The articles feature's public entry: exactly what screens, app/ and other features use of it. */
export { articleKeys, categoryApi } from './api';
export { ArticleListScreen } from './components/article-list-screen';
export { CategoryFields, categoryFormValues } from './components/category-form';
export { NewArticleScreen } from './components/new-article-screen';
export { textIn } from './rules';
export { HELP_CLASSIFY_SCREEN } from './screens';
export type { ArticleCategoryListItem, CategoryInput } from './types';
