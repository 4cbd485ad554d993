import { grant, type Call } from '../../../mocks/endpoint-grant';
import { taskConditionGrants } from '../../task-conditions/mock';
import { MEDAL_ENDPOINTS as E } from '../endpoints';
import { MEDAL_KINDS, MEDAL_SCREENS, type MedalKind } from '../types';

/** The kind in the path decides which screen's entries grant the call; an unknown kind is let through to answer 404. */
const of =
  (action?: string) =>
  ({ params }: Pick<Call, 'params'>) => {
    const kind = params.kind as MedalKind;
    const screens = MEDAL_KINDS.includes(kind) ? [MEDAL_SCREENS[kind]] : Object.values(MEDAL_SCREENS);
    return screens.map((screen) => (action ? `${screen}:${action}` : screen));
  };

const byKind = (action?: string) => ({
  among: of(action)({ params: {} }),
  decidedBy: 'the kind in the path (:kind): each kind of reward has its screen',
});

export const MEDAL_GRANTS = [
  grant(E.page, of(), byKind()),
  grant(E.create, of('create'), byKind('create')),
  grant(E.update, of('edit'), byKind('edit')),
  grant(E.list, of('listing'), byKind('listing')),
  grant(E.delist, of('listing'), byKind('listing')),
  grant(E.remove, of('delete'), byKind('delete')),
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
