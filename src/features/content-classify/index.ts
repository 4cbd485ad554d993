/** The content-classify feature's public entry: exactly what screens, app/ and other features use of it. */
export { categoryApi, classifyKeys, guidanceApi, poolApi } from './api';
export { CategoryPicker } from './components/category-picker';
export { useAllCategories, useRefreshClassify, useRefreshGuidance } from './components/use-classify-queries';
export { useClassifyRule } from './components/use-classify-rule';
export { categoryNameTaken, categoryProblems, CLASSIFY_LIMITS, guidanceProblems, poolProblems } from './rules';
export type {
  ContentPoolInput,
  ContentPoolListItem,
  MainCategory,
  MainCategoryInput,
  PostingGuidance,
  PostingGuidanceInput,
} from './types';
