import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';
import { taskConditionGrants } from '../../task-conditions/mock';
import { MEDAL_KINDS, MEDAL_SCREENS, type MedalKind } from '../types';

const path = (rest: string) => api(`/task/api/rewards${rest}`);

/** The kind in the path decides which screen's entries grant the call; an unknown kind is let through to answer 404. */
const of =
  (action?: string) =>
  ({ params }: { params: Record<string, unknown> }) => {
    const kind = params.kind as MedalKind;
    const screens = MEDAL_KINDS.includes(kind) ? [MEDAL_SCREENS[kind]] : Object.values(MEDAL_SCREENS);
    return screens.map((screen) => (action ? `${screen}:${action}` : screen));
  };

export const MEDAL_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path('/:kind'), needs: of() },
  { method: 'POST', path: path('/:kind'), needs: of('create') },
  { method: 'PUT', path: path('/:kind/:id'), needs: of('edit') },
  { method: 'POST', path: path('/:kind/:id/list'), needs: of('listing') },
  { method: 'POST', path: path('/:kind/:id/delist'), needs: of('listing') },
  { method: 'DELETE', path: path('/:kind/:id'), needs: of('delete') },
];

/** Uploading an item's image to object storage is part of creating or editing it. */
export const MEDAL_UPLOADS = Object.values(MEDAL_SCREENS).flatMap((screen) => [`${screen}:create`, `${screen}:edit`]);

/** The creator tasks' screen, which chooses the condition a task requires. */
const CREATOR_TASKS_SCREEN = '/creator-center-manage/creator-task-config';

/**
 * The task conditions' calls, whose options the medal screens and the creator tasks' screen read to
 * choose an item's or a task's condition.
 */
export const TASK_CONDITION_GRANTS = taskConditionGrants([...Object.values(MEDAL_SCREENS), CREATOR_TASKS_SCREEN]);
