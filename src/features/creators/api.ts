import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type {
  Creator,
  CreatorField,
  CreatorFieldInput,
  CreatorPost,
  CreatorTask,
  CreatorTaskInput,
  CriteriaInput,
  LevelChange,
  LevelChangeInput,
  ReasonTexts,
  RejectionReason,
  VerificationCheck,
  VerificationCriteria,
} from './types';

import type { CreatorOverview } from './overview';

const BASE = '/services/creator/api';
type Params = Record<string, string | number>;
/** Forms show the server's refusal on their fields themselves. */
const formCall = { silent: true } as const;

export interface ReasonListItem extends RejectionReason {
  /** Rejected task posts citing it. */
  usedBy: number;
}

export const creatorKeys = {
  all: ['creators'] as const,
  creators: ['creators', 'list'] as const,
  levelChanges: (id: number) => ['creators', 'list', id, 'level-changes'] as const,
  fields: ['creators', 'fields'] as const,
  tasks: ['creators', 'tasks'] as const,
  reasons: ['creators', 'reasons'] as const,
  posts: ['creators', 'posts'] as const,
  criteria: (fieldId: number) => ['creators', 'criteria', fieldId] as const,
  overview: (query: OverviewQuery) => ['creators', 'overview', query] as const,
};

/** Days `YYYY-MM-DD`, both ends included, and the comparison with the period just before. */
export interface OverviewQuery {
  from: string;
  to: string;
  compare: boolean;
}

export const creatorApi = {
  creators: (params: Params, options?: CallOptions) => http.get<Page<Creator>>(`${BASE}/creators`, params, options),
  changeLevel: (id: number, input: LevelChangeInput) =>
    http.post<Creator>(`${BASE}/creators/${id}/level`, input, formCall),
  levelChanges: (id: number) => http.get<LevelChange[]>(`${BASE}/creators/${id}/level-changes`),

  fields: () => http.get<CreatorField[]>(`${BASE}/fields`),
  createField: (input: CreatorFieldInput) => http.post<CreatorField>(`${BASE}/fields`, input, formCall),
  updateField: (id: number, input: CreatorFieldInput) =>
    http.put<CreatorField>(`${BASE}/fields/${id}`, input, formCall),
  removeField: (id: number) => http.delete<null>(`${BASE}/fields/${id}`),

  tasks: (params: Params, options?: CallOptions) => http.get<Page<CreatorTask>>(`${BASE}/tasks`, params, options),
  createTask: (input: CreatorTaskInput) => http.post<CreatorTask>(`${BASE}/tasks`, input, formCall),
  updateTask: (id: number, input: CreatorTaskInput) => http.put<CreatorTask>(`${BASE}/tasks/${id}`, input, formCall),
  publishTask: (id: number) => http.post<CreatorTask>(`${BASE}/tasks/${id}/publish`),
  unpublishTask: (id: number) => http.post<CreatorTask>(`${BASE}/tasks/${id}/unpublish`),
  removeTask: (id: number) => http.delete<null>(`${BASE}/tasks/${id}`),

  reasons: () => http.get<ReasonListItem[]>(`${BASE}/rejection-reasons`),
  createReason: (text: ReasonTexts) => http.post<ReasonListItem>(`${BASE}/rejection-reasons`, { text }, formCall),
  updateReason: (id: number, text: ReasonTexts) =>
    http.put<ReasonListItem>(`${BASE}/rejection-reasons/${id}`, { text }, formCall),
  removeReason: (id: number) => http.delete<null>(`${BASE}/rejection-reasons/${id}`),

  posts: (params: Params, options?: CallOptions) =>
    http.get<Page<CreatorPost>>(`${BASE}/creator-posts`, params, options),
  score: (id: number, score: number | null) =>
    http.put<{ id: number; score: number }>(`${BASE}/creator-posts/${id}/score`, { score }, formCall),

  /** A creator field's (domain's) verification criteria. */
  criteria: (fieldId: number) => http.get<VerificationCriteria>(`${BASE}/verification-criteria`, { fieldId }),
  saveCriteria: (fieldId: number, input: CriteriaInput) =>
    http.put<VerificationCriteria>(`${BASE}/verification-criteria?fieldId=${fieldId}`, input, formCall),
  check: (userId: string) => http.get<VerificationCheck>(`${BASE}/verification-check`, { userId }, formCall),
  overview: (query: OverviewQuery, options?: CallOptions) =>
    http.get<CreatorOverview>(`${BASE}/overview`, { ...query }, options),
  /** The same numbers for an Excel export: the server checks the screen's `export` entry. */
  exportOverview: (query: OverviewQuery) => http.get<CreatorOverview>(`${BASE}/overview`, { ...query, export: true }),
};
