import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { ARTICLE_ENDPOINTS as E, CATEGORY_ENDPOINTS as C } from './endpoints';
import type {
  Article,
  ArticleCategory,
  ArticleCategoryListItem,
  ArticleInput,
  ArticleKind,
  CategoryInput,
  CategoryKind,
} from './types';

/** Each kind's categories; the help categories are also written (help-manage/classify). */
const CATEGORIES_OF = { help: C.help, insights: C.insights } as const satisfies Record<CategoryKind, unknown>;

/** Form saves are silent: the form shows the server's refusal itself. */
const formCall = { silent: true };

export const articleKeys = {
  all: (kind: ArticleKind) => ['articles', kind] as const,
  categories: ['article-categories'] as const,
  categoriesOf: (kind: CategoryKind) => ['article-categories', kind] as const,
};

export const articleApi = {
  page: (kind: ArticleKind, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Article>>(pathOf(E.page, { kind }), params, options),
  create: (kind: ArticleKind, input: ArticleInput) => http.post<Article>(pathOf(E.create, { kind }), input, formCall),
  update: (kind: ArticleKind, id: number, input: ArticleInput) =>
    http.put<Article>(pathOf(E.update, { kind, id }), input, formCall),
  list: (kind: ArticleKind, id: number) => http.post<Article>(pathOf(E.list, { kind, id })),
  delist: (kind: ArticleKind, id: number) => http.post<Article>(pathOf(E.delist, { kind, id })),
  remove: (kind: ArticleKind, id: number) => http.delete<null>(pathOf(E.remove, { kind, id })),
};

export const categoryApi = {
  /** Every help category, in sort order (the pickers and the list's category names). */
  all: (options?: CallOptions) => http.get<ArticleCategoryListItem[]>(pathOf(C.help), undefined, options),
  /** Every category of a kind of article, in sort order. */
  allOf: (kind: CategoryKind, options?: CallOptions) =>
    http.get<ArticleCategoryListItem[]>(pathOf(CATEGORIES_OF[kind]), undefined, options),
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<ArticleCategoryListItem>>(pathOf(C.help), params, options),
  create: (input: CategoryInput) => http.post<ArticleCategory>(pathOf(C.create), input, formCall),
  update: (id: number, input: CategoryInput) => http.put<ArticleCategory>(pathOf(C.update, { id }), input, formCall),
  remove: (id: number) => http.delete<null>(pathOf(C.remove, { id })),
};
