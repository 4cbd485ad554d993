import type { ArticleKind } from './types';

/** The menu group of each kind of article. */
const ARTICLE_GROUPS: Record<ArticleKind, string> = {
  help: '/help-manage',
  insights: '/insights-article',
  pregnancy: '/pregnancy-article',
  creator: '/creator-center-manage',
};

/** Creator courses are written and listed on one screen. */
const CREATOR_COURSE_SCREEN = '/creator-center-manage/creator-course-manager';

/** The screens of a kind of article: where new ones are written and the list. */
export const articleScreens = (kind: ArticleKind) =>
  kind === 'creator'
    ? { create: CREATOR_COURSE_SCREEN, list: CREATOR_COURSE_SCREEN }
    : {
        create: `${ARTICLE_GROUPS[kind]}/new-article`,
        list: `${ARTICLE_GROUPS[kind]}/article-list`,
      };

export const HELP_CLASSIFY_SCREEN = '/help-manage/classify';
