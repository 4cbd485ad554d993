import type { ContentLanguage, LangTexts } from '../../shared/components/lang-fields/content-languages';

/**
 * Articles: help articles (filed under help categories), insights articles (health insights the modes
 * recommend) and pregnancy articles (each for one week of pregnancy). One model for the three kinds.
 * Spec: ID, title, category, region links per language, listing status, display ID.
 */
export const ARTICLE_KINDS = ['help', 'insights', 'pregnancy', 'creator'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/**
 * Creator courses (the `creator` kind, creator-center-manage/creator-course-manager): articles for
 * creators, either for beginners or about managing their account.
 */
export const COURSE_TYPES = ['beginner', 'account'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

/** The kinds of article filed under categories of their own (spec: an article has a category). */
const CATEGORY_KINDS = ['help', 'insights'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
export const hasCategories = (kind: ArticleKind): kind is CategoryKind =>
  (CATEGORY_KINDS as readonly string[]).includes(kind);

/** Spec: listed (shown in the app) and delisted (hidden). */
export const ARTICLE_STATUSES = ['listed', 'delisted'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** What each content language of an article holds: its title, a short description and its link. */
type ArticleTextField = 'title' | 'description' | 'link';
export type ArticleTexts = LangTexts<ArticleTextField>;

/** The weeks of a pregnancy an article can be written for. */
export const PREGNANCY_WEEK_MIN = 1;
export const PREGNANCY_WEEK_MAX = 42;

export interface Article {
  id: number;
  kind: ArticleKind;
  /**
   * The number the app shows and links the article by ("article 1024"); unique among the articles of a
   * kind, chosen by the operator.
   */
  displayId: number;
  /** Help and insights articles: their category (of their kind); the other kinds have none (null). */
  categoryId: number | null;
  /** Pregnancy articles: the week of pregnancy (1 to 42); the other kinds have none (null). */
  pregnancyWeek: number | null;
  /** Creator courses: beginner or account management; the other kinds have none (null or absent). */
  courseType?: CourseType | null;
  /**
   * Per content language: title, description and link. A link is a full http(s) address or a path
   * on the H5 site (`/help/...`), which the app opens under the stage's H5 domain and `/to-h5` prefix.
   */
  texts: ArticleTexts;
  status: ArticleStatus;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
}

/** A help category: a name per content language and a sort value (smaller first). */
export interface ArticleCategory {
  id: number;
  kind: ArticleKind;
  names: Partial<Record<ContentLanguage, string | null>>;
  sort: number;
  createdAt: string;
  updatedAt: string;
}

/** A category as the classify list shows it: with the number of articles filed under it (counted). */
export interface ArticleCategoryListItem extends ArticleCategory {
  articleCount: number;
}

/** What a create or an edit sends. */
export interface ArticleInput {
  displayId: number;
  categoryId?: number | null;
  pregnancyWeek?: number | null;
  courseType?: CourseType | null;
  texts: ArticleTexts;
  /** Only on create: list it at once (default: delisted until someone lists it). */
  status?: ArticleStatus;
}

export interface CategoryInput {
  names: Partial<Record<ContentLanguage, string | null>>;
  sort: number;
}
