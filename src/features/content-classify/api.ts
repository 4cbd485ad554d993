import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { pathOf } from '../../shared/api/endpoint';
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
import { CLASSIFY_ENDPOINTS as E } from './endpoints';

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
    http.get<Page<MainCategory & { poolCount: number }>>(pathOf(E.categories), params, options),
  /** Every main category, highest weight first. */
  all: (options?: CallOptions) => http.get<MainCategory[]>(pathOf(E.allCategories), undefined, options),
  create: (input: MainCategoryInput) => http.post<MainCategory>(pathOf(E.createCategory), trimName(input), formCall),
  update: (id: number, input: MainCategoryInput) =>
    http.put<MainCategory>(pathOf(E.updateCategory, { id }), trimName(input), formCall),
  remove: (id: number) => http.delete<null>(pathOf(E.removeCategory, { id })),
  /** Saves an order, first to last, as weights (the first weighs most). */
  order: (ids: number[]) => http.put<MainCategory[]>(pathOf(E.orderCategories), { ids }),
};

export const poolApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<ContentPoolListItem>>(pathOf(E.pools), params, options),
  create: (input: ContentPoolInput) => http.post<ContentPool>(pathOf(E.createPool), trimName(input), formCall),
  update: (id: number, input: ContentPoolInput) =>
    http.put<ContentPool>(pathOf(E.updatePool, { id }), trimName(input), formCall),
  remove: (id: number) => http.delete<null>(pathOf(E.removePool, { id })),
};

export const guidanceApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<PostingGuidance>>(pathOf(E.guidance), params, options),
  save: (categoryId: number, input: PostingGuidanceInput) =>
    http.put<PostingGuidance>(
      pathOf(E.saveGuidance, { categoryId }),
      { texts: compactLangTexts(input.texts) },
      formCall,
    ),
};
