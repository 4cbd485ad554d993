import { pathOf } from '../../shared/api/endpoint';
import { WHILE_UNLOADING } from '../../shared/request/while-unloading';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { WaitingCounts } from './queues';
import type { ActInput, BatchResult, QueueTask, TaskDetail, TaskSource } from './types';
import { REVIEW_ENDPOINTS as E } from './endpoints';

export const reviewKeys = {
  queue: (sources: readonly TaskSource[]) => ['review', 'queue', ...sources] as const,
  counts: ['review', 'counts'] as const,
  /** Every task's detail (the panel's reports and history). */
  tasks: ['review', 'task'] as const,
  task: (id: number) => ['review', 'task', id] as const,
};

export const reviewApi = {
  /** A page of a queue; `source` names the queue's sources, comma-separated. */
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<QueueTask>>(pathOf(E.page), params, options),
  counts: () => http.get<WaitingCounts>(pathOf(E.counts), undefined, { silent: true }),
  detail: (id: number) => http.get<TaskDetail>(pathOf(E.detail, { id })),
  /** Opening a task claims it; silent, the workbench says who holds it instead. */
  claim: (id: number) => http.post<QueueTask>(pathOf(E.claim, { id }), undefined, { silent: true, skipLoading: true }),
  /**
   * Lets go of a task. `unloading`: the tab is closing (see WHILE_UNLOADING).
   */
  release: (id: number, unloading = false) =>
    http.post<QueueTask>(pathOf(E.release, { id }), undefined, {
      silent: true,
      skipLoading: true,
      ...(unloading ? WHILE_UNLOADING : {}),
    }),
  act: (id: number, input: ActInput) => http.post<QueueTask>(pathOf(E.act, { id }), input, { silent: true }),
  /** Silent: the queue says what was refused, in the admin's language. */
  batch: (ids: number[], input: ActInput) =>
    http.post<BatchResult>(pathOf(E.batch), { ...input, ids }, { silent: true }),
};
