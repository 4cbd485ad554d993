import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type {
  ContentPool,
  ContentPoolInput,
  ContentPoolListItem,
  MainCategory,
  MainCategoryInput,
  PostingGuidance,
  PostingGuidanceInput,
} from './types';

const BASE = '/services/content/api/classify';
const formCall = { silent: true };
const trimName = <T extends { name: string }>(input: T): T => ({ ...input, name: input.name?.trim() });

export const classifyKeys = {
  all: ['classify'] as const,
  categories: ['classify', 'categories'] as const,
  allCategories: ['classify', 'categories', 'all'] as const,
  pools: ['classify', 'pools'] as const,
  guidance: ['classify', 'guidance'] as const,
};

export const categoryApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<MainCategory & { poolCount: number }>>(`${BASE}/categories`, params, options),
  /** Every main category, highest weight first. */
  all: (options?: CallOptions) => http.get<MainCategory[]>(`${BASE}/categories/all`, undefined, options),
  create: (input: MainCategoryInput) => http.post<MainCategory>(`${BASE}/categories`, trimName(input), formCall),
  update: (id: number, input: MainCategoryInput) =>
    http.put<MainCategory>(`${BASE}/categories/${id}`, trimName(input), formCall),
  remove: (id: number) => http.delete<null>(`${BASE}/categories/${id}`),
  /** Saves an order, first to last, as weights (the first weighs most). */
  order: (ids: number[]) => http.put<MainCategory[]>(`${BASE}/categories/order`, { ids }),
};

export const poolApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<ContentPoolListItem>>(`${BASE}/pools`, params, options),
  create: (input: ContentPoolInput) => http.post<ContentPool>(`${BASE}/pools`, trimName(input), formCall),
  update: (id: number, input: ContentPoolInput) =>
    http.put<ContentPool>(`${BASE}/pools/${id}`, trimName(input), formCall),
  remove: (id: number) => http.delete<null>(`${BASE}/pools/${id}`),
};

export const guidanceApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<PostingGuidance>>(`${BASE}/guidance`, params, options),
  save: (categoryId: number, input: PostingGuidanceInput) =>
    http.put<PostingGuidance>(`${BASE}/guidance/${categoryId}`, { texts: compactLangTexts(input.texts) }, formCall),
};
