import { useMenuCounts } from '../../shared/menu/use-menu-counts';
import { taggingApi, taggingKeys } from './api';
import type { WaitingTagCounts } from './types';

/** Which count each tagging queue shows: the workbench what it could give this tagger, the lists all that waits. */
const COUNT_OF_SCREEN = {
  '/marking-content-manage/marking': (counts: WaitingTagCounts) => counts.forMe,
  '/marking-content-manage/new-marking': (counts: WaitingTagCounts) => counts.waiting,
  '/marking-content-manage/label-work-order': (counts: WaitingTagCounts) => counts.waiting,
};

/** The number of posts waiting for tags beside each tagging queue among `screenUris`. */
export const useTaggingWaitingCounts = (screenUris: readonly string[]) =>
  useMenuCounts(screenUris, { queryKey: taggingKeys.counts, queryFn: taggingApi.counts, countOf: COUNT_OF_SCREEN });
