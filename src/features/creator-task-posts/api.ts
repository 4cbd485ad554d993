import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { TASK_POST_ENDPOINTS as E } from './endpoints';
import type { CreatorTaskPost, RejectionReason, TaskPostDecisionInput } from './types';

type Params = Record<string, string | number>;

export const taskPostKeys = {
  posts: ['creator-task-posts'] as const,
  reasons: ['creator-task-posts', 'rejection-reasons'] as const,
};

export const taskPostApi = {
  page: (params: Params, options?: CallOptions) => http.get<Page<CreatorTaskPost>>(pathOf(E.page), params, options),
  reasons: () => http.get<RejectionReason[]>(pathOf(E.reasons)),
  pass: (id: number) => http.post<CreatorTaskPost>(pathOf(E.decide, { id }), { decision: 'pass' }),
  /** Silent: the reject dialog shows the server's refusal itself. */
  reject: (id: number, reasonId: number | undefined) =>
    http.post<CreatorTaskPost>(
      pathOf(E.decide, { id }),
      { decision: 'reject', reasonId } satisfies TaskPostDecisionInput,
      { silent: true },
    ),
};
