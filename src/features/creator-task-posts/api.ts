import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { CreatorTaskPost, RejectionReason, TaskPostDecisionInput } from './types';

const BASE = '/services/creator/api';
type Params = Record<string, string | number>;

export const taskPostKeys = {
  posts: ['creator-task-posts'] as const,
  reasons: ['creator-task-posts', 'rejection-reasons'] as const,
};

export const taskPostApi = {
  page: (params: Params, options?: CallOptions) =>
    http.get<Page<CreatorTaskPost>>(`${BASE}/task-posts`, params, options),
  reasons: () => http.get<RejectionReason[]>(`${BASE}/task-post-rejection-reasons`),
  pass: (id: number) => http.post<CreatorTaskPost>(`${BASE}/task-posts/${id}/decision`, { decision: 'pass' }),
  /** Silent: the reject dialog shows the server's refusal itself. */
  reject: (id: number, reasonId: number | undefined) =>
    http.post<CreatorTaskPost>(
      `${BASE}/task-posts/${id}/decision`,
      { decision: 'reject', reasonId } satisfies TaskPostDecisionInput,
      { silent: true },
    ),
};
