import { WHILE_UNLOADING } from '../../shared/request/while-unloading';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { PageLanguage } from '../../shared/i18n/page-languages';
import type { Refusal, TagChoice, TaggingTask, TagInput, TagWithUsage, WaitingTagCounts } from './types';

const path = '/services/content/api/tagging';

export const taggingKeys = {
  tags: ['tagging', 'tags'] as const,
  tasks: ['tagging', 'tasks'] as const,
  /** Under the tasks: whatever reloads the queues reloads the counts. */
  counts: ['tagging', 'tasks', 'counts'] as const,
  userPosts: ['tagging', 'user-posts'] as const,
  taggers: ['tagging', 'taggers'] as const,
};

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
  tags: () => http.get<TagWithUsage[]>(`${path}/tags`),
  createTag: (input: TagInput) => http.post<TagWithUsage>(`${path}/tags`, input, silent),
  updateTag: (id: number, input: TagInput) => http.put<TagWithUsage>(`${path}/tags/${id}`, input, silent),
  setEnabled: (id: number, enabled: boolean) => http.put<TagWithUsage>(`${path}/tags/${id}/enabled`, { enabled }),
  removeTag: (id: number) => http.delete<null>(`${path}/tags/${id}`, undefined, silent),

  /** A page of a tagging queue (see the handler for the filters). */
  tasks: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<TaggingTask>>(`${path}/tasks`, params, options),
  /** The caller's next task in the workbench, claimed; null when none wait. */
  next: (language: PageLanguage | null, skip: number[]) =>
    http.post<TaggingTask | null>(`${path}/tasks/next`, { language, skip }, silent),
  claim: (id: number) => http.post<TaggingTask>(`${path}/tasks/${id}/claim`, undefined, silent),
  /** Lets go of a task; `unloading`: the tab is closing (see WHILE_UNLOADING). */
  release: (id: number, unloading = false) =>
    http.post<null>(`${path}/tasks/${id}/release`, undefined, {
      silent: true,
      skipLoading: true,
      ...(unloading ? WHILE_UNLOADING : {}),
    }),
  save: (id: number, choice: TagChoice) => http.post<TaggingTask>(`${path}/tasks/${id}/tags`, choice, silent),
  assign: (ids: number[], assignee: string | null) =>
    http.post<AssignResult>(`${path}/tasks/assign`, { ids, assignee }, silent),
  reopen: (id: number) => http.post<TaggingTask>(`${path}/tasks/${id}/reopen`, undefined, silent),
  taggers: () => http.get<string[]>(`${path}/taggers`),
  counts: () => http.get<WaitingTagCounts>(`${path}/counts`, undefined, { silent: true }),
  userPosts: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<TaggingTask>>(`${path}/user-posts`, params, { ...options, ...silent }),
};
