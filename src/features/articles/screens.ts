import type { ArticleKind } from './types';

/** The menu group of each kind of article. */
export const ARTICLE_GROUPS: Record<ArticleKind, string> = {
  help: '/help-manage',
  insights: '/insights-article',
  pregnancy: '/pregnancy-article',
};

/** The screens of a kind of article: where new ones are written and the list. */
export const articleScreens = (kind: ArticleKind) => ({
  create: `${ARTICLE_GROUPS[kind]}/new-article`,
  list: `${ARTICLE_GROUPS[kind]}/article-list`,
});

export const HELP_CLASSIFY_SCREEN = '/help-manage/classify';
