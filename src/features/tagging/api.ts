import { pathOf } from '../../shared/api/endpoint';
import { WHILE_UNLOADING } from '../../shared/request/while-unloading';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { PageLanguage } from '../../shared/i18n/page-languages';
import { TAGGING_ENDPOINTS as E } from './endpoints';
import type {
  CorrectionReason,
  Refusal,
  TagChoice,
  TaggingTask,
  TagInput,
  TagWithUsage,
  WaitingTagCounts,
} from './types';

export const taggingKeys = {
  tags: ['tagging', 'tags'] as const,
  tasks: ['tagging', 'tasks'] as const,
  /** Under the tasks: whatever reloads the queues reloads the counts. */
  counts: ['tagging', 'tasks', 'counts'] as const,
  userPosts: ['tagging', 'user-posts'] as const,
  taggers: ['tagging', 'taggers'] as const,
};

/** Why a tagged task is re-opened: the reason chosen and the note typed with it. */
export interface CorrectionInput {
  reasonCode: CorrectionReason;
  note?: string;
}

export interface AssignResult {
  done: number;
  refused: Array<{ id: number; refusal: Refusal; message: string }>;
}

/**
 * Writes are silent: the screens say a refusal in the admin's language from the `refusal` the server
 * sends with it (`refusal-text.ts`).
 */
const silent = { silent: true };

export const taggingApi = {
  tags: () => http.get<TagWithUsage[]>(pathOf(E.tags)),
  createTag: (input: TagInput) => http.post<TagWithUsage>(pathOf(E.createTag), input, silent),
  updateTag: (id: number, input: TagInput) => http.put<TagWithUsage>(pathOf(E.updateTag, { id }), input, silent),
  setEnabled: (id: number, enabled: boolean) => http.put<TagWithUsage>(pathOf(E.setEnabled, { id }), { enabled }),
  removeTag: (id: number) => http.delete<null>(pathOf(E.removeTag, { id }), undefined, silent),

  /** A page of a tagging queue (see the handler for the filters). */
  tasks: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<TaggingTask>>(pathOf(E.tasks), params, options),
  /** The caller's next task in the workbench, claimed; null when none wait. */
  next: (language: PageLanguage | null, skip: number[]) =>
    http.post<TaggingTask | null>(pathOf(E.next), { language, skip }, silent),
  claim: (id: number) => http.post<TaggingTask>(pathOf(E.claim, { id }), undefined, silent),
  /** Lets go of a task; `unloading`: the tab is closing (see WHILE_UNLOADING). */
  release: (id: number, unloading = false) =>
    http.post<null>(pathOf(E.release, { id }), undefined, {
      silent: true,
      skipLoading: true,
      ...(unloading ? WHILE_UNLOADING : {}),
    }),
  save: (id: number, choice: TagChoice) => http.post<TaggingTask>(pathOf(E.save, { id }), choice, silent),
  assign: (ids: number[], assignee: string | null) =>
    http.post<AssignResult>(pathOf(E.assign), { ids, assignee }, silent),
  /** Re-opens a tagged task for a correction, saying why. */
  reopen: (id: number, reason: CorrectionInput) => http.post<TaggingTask>(pathOf(E.reopen, { id }), reason, silent),
  taggers: () => http.get<string[]>(pathOf(E.taggers)),
  counts: () => http.get<WaitingTagCounts>(pathOf(E.counts), undefined, { silent: true }),
  userPosts: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<TaggingTask>>(pathOf(E.userPosts), params, { ...options, ...silent }),
};
