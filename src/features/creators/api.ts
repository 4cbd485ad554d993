import { pathOf } from '../../shared/api/endpoint';
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

import { CREATOR_ENDPOINTS as E } from './endpoints';
import type { CreatorOverview } from './overview';

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
  creators: (params: Params, options?: CallOptions) => http.get<Page<Creator>>(pathOf(E.creators), params, options),
  changeLevel: (id: number, input: LevelChangeInput) =>
    http.post<Creator>(pathOf(E.changeLevel, { id }), input, formCall),
  levelChanges: (id: number) => http.get<LevelChange[]>(pathOf(E.levelChanges, { id })),

  fields: () => http.get<CreatorField[]>(pathOf(E.fields)),
  createField: (input: CreatorFieldInput) => http.post<CreatorField>(pathOf(E.createField), input, formCall),
  updateField: (id: number, input: CreatorFieldInput) =>
    http.put<CreatorField>(pathOf(E.updateField, { id }), input, formCall),
  removeField: (id: number) => http.delete<null>(pathOf(E.removeField, { id })),

  tasks: (params: Params, options?: CallOptions) => http.get<Page<CreatorTask>>(pathOf(E.tasks), params, options),
  createTask: (input: CreatorTaskInput) => http.post<CreatorTask>(pathOf(E.createTask), input, formCall),
  updateTask: (id: number, input: CreatorTaskInput) =>
    http.put<CreatorTask>(pathOf(E.updateTask, { id }), input, formCall),
  publishTask: (id: number) => http.post<CreatorTask>(pathOf(E.publishTask, { id })),
  unpublishTask: (id: number) => http.post<CreatorTask>(pathOf(E.unpublishTask, { id })),
  removeTask: (id: number) => http.delete<null>(pathOf(E.removeTask, { id })),

  reasons: () => http.get<ReasonListItem[]>(pathOf(E.reasons)),
  createReason: (text: ReasonTexts) => http.post<ReasonListItem>(pathOf(E.createReason), { text }, formCall),
  updateReason: (id: number, text: ReasonTexts) =>
    http.put<ReasonListItem>(pathOf(E.updateReason, { id }), { text }, formCall),
  removeReason: (id: number) => http.delete<null>(pathOf(E.removeReason, { id })),

  posts: (params: Params, options?: CallOptions) => http.get<Page<CreatorPost>>(pathOf(E.posts), params, options),
  score: (id: number, score: number | null) =>
    http.put<{ id: number; score: number }>(pathOf(E.score, { id }), { score }, formCall),

  /** A creator field's (domain's) verification criteria. */
  criteria: (fieldId: number) => http.get<VerificationCriteria>(pathOf(E.criteria), { fieldId }),
  saveCriteria: (fieldId: number, input: CriteriaInput) =>
    http.put<VerificationCriteria>(`${pathOf(E.saveCriteria)}?fieldId=${fieldId}`, input, formCall),
  check: (userId: string) => http.get<VerificationCheck>(pathOf(E.check), { userId }, formCall),
  overview: (query: OverviewQuery, options?: CallOptions) =>
    http.get<CreatorOverview>(pathOf(E.overview), { ...query }, options),
  /** The same numbers for an Excel export: the server checks the screen's `export` entry. */
  exportOverview: (query: OverviewQuery) => http.get<CreatorOverview>(pathOf(E.overview), { ...query, export: true }),
};
