import { grant } from '../../../mocks/endpoint-grant';
import { CONDITION_ENDPOINTS as E } from '../endpoints';
import { CONDITIONS_SCREEN } from '../types';

/**
 * Reading and writing conditions is the task-conditions screen's; the screens that choose one (`readers`,
 * the medal screens, which depend on task conditions and name themselves) read the options too.
 */
export const taskConditionGrants = (readers: string[]) => [
  grant(E.page, [CONDITIONS_SCREEN]),
  grant(E.options, [CONDITIONS_SCREEN, ...readers]),
  grant(E.reach, [CONDITIONS_SCREEN, ...readers]),
  grant(E.create, [`${CONDITIONS_SCREEN}:create`]),
  grant(E.update, [`${CONDITIONS_SCREEN}:edit`]),
  grant(E.remove, [`${CONDITIONS_SCREEN}:delete`]),
];
