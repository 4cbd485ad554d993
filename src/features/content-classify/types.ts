import type { LangTexts } from '../../shared/components/lang-fields/content-languages';

/** A main content category (spec: name, weight). A higher weight comes first. */
export interface MainCategory {
  id: number;
  name: string;
  weight: number;
  createdAt: string;
  updatedAt: string;
}

export type MainCategoryInput = Pick<MainCategory, 'name' | 'weight'>;

/** A content pool: a named, weighted set of main categories a feed draws from (spec: name, weight). */
export interface ContentPool {
  id: number;
  name: string;
  weight: number;
  categoryIds: number[];
  createdAt: string;
  updatedAt: string;
}

export type ContentPoolInput = Pick<ContentPool, 'name' | 'weight' | 'categoryIds'>;

/** A pool as lists show it: its categories' names beside their ids. */
export interface ContentPoolListItem extends ContentPool {
  categories: Array<Pick<MainCategory, 'id' | 'name'>>;
}

/** The guidance a member sees when posting in a category ("Post Recommendation"), per content language. */
export interface PostingGuidance {
  categoryId: number;
  categoryName: string;
  texts: LangTexts<'text'>;
  updatedAt: string | null;
  updatedBy: string | null;
}

export type PostingGuidanceInput = Pick<PostingGuidance, 'texts'>;
