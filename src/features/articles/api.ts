import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type {
  Article,
  ArticleCategory,
  ArticleCategoryListItem,
  ArticleInput,
  ArticleKind,
  CategoryInput,
  CategoryKind,
} from './types';

const articles = (kind: ArticleKind) => `/services/content/api/articles/${kind}`;
const CATEGORIES = '/services/content/api/help-categories';
/** Each kind's categories; the help categories are also written (help-manage/classify). */
const categoriesOf = (kind: CategoryKind) => `/services/content/api/${kind}-categories`;

/** Form saves are silent: the form shows the server's refusal itself. */
const formCall = { silent: true };

export const articleKeys = {
  all: (kind: ArticleKind) => ['articles', kind] as const,
  categories: ['article-categories'] as const,
  categoriesOf: (kind: CategoryKind) => ['article-categories', kind] as const,
};

export const articleApi = {
  page: (kind: ArticleKind, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Article>>(articles(kind), params, options),
  create: (kind: ArticleKind, input: ArticleInput) => http.post<Article>(articles(kind), input, formCall),
  update: (kind: ArticleKind, id: number, input: ArticleInput) =>
    http.put<Article>(`${articles(kind)}/${id}`, input, formCall),
  list: (kind: ArticleKind, id: number) => http.post<Article>(`${articles(kind)}/${id}/list`),
  delist: (kind: ArticleKind, id: number) => http.post<Article>(`${articles(kind)}/${id}/delist`),
  remove: (kind: ArticleKind, id: number) => http.delete<null>(`${articles(kind)}/${id}`),
};

export const categoryApi = {
  /** Every help category, in sort order (the pickers and the list's category names). */
  all: (options?: CallOptions) => http.get<ArticleCategoryListItem[]>(CATEGORIES, undefined, options),
  /** Every category of a kind of article, in sort order. */
  allOf: (kind: CategoryKind, options?: CallOptions) =>
    http.get<ArticleCategoryListItem[]>(categoriesOf(kind), undefined, options),
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<ArticleCategoryListItem>>(CATEGORIES, params, options),
  create: (input: CategoryInput) => http.post<ArticleCategory>(CATEGORIES, input, formCall),
  update: (id: number, input: CategoryInput) => http.put<ArticleCategory>(`${CATEGORIES}/${id}`, input, formCall),
  remove: (id: number) => http.delete<null>(`${CATEGORIES}/${id}`),
};
