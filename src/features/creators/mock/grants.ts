import { grant } from '../../../mocks/endpoint-grant';
import { CREATOR_ENDPOINTS as E } from '../endpoints';

const GROUP = '/creator-center-manage';
const CREATOR_SCREENS = {
  users: `${GROUP}/creator-user-list`,
  tasks: `${GROUP}/creator-task-config`,
  score: `${GROUP}/creator-posts-operate-score`,
  criteria: `${GROUP}/creator-domain-verification-criteria`,
  overview: `${GROUP}/creator-data-overview`,
} as const;
const S = CREATOR_SCREENS;

/** The creator centre's endpoints: reading needs a screen showing the data, each write its action. */
export const CREATOR_GRANTS = [
  grant(E.creators, [S.users], { exportNeeds: [`${S.users}:export`] }),
  grant(E.changeLevel, [`${S.users}:level`]),
  grant(E.levelChanges, [S.users]),
  grant(E.fields, [S.users, S.tasks, S.score]),
  grant(E.createField, [`${S.tasks}:create`]),
  grant(E.updateField, [`${S.tasks}:edit`]),
  grant(E.removeField, [`${S.tasks}:delete`]),
  grant(E.tasks, [S.tasks]),
  grant(E.createTask, [`${S.tasks}:create`]),
  grant(E.updateTask, [`${S.tasks}:edit`]),
  grant(E.publishTask, [`${S.tasks}:publish`]),
  grant(E.unpublishTask, [`${S.tasks}:unpublish`]),
  grant(E.removeTask, [`${S.tasks}:delete`]),
  grant(E.reasons, [S.tasks]),
  grant(E.createReason, [`${S.tasks}:create`]),
  grant(E.updateReason, [`${S.tasks}:edit`]),
  grant(E.removeReason, [`${S.tasks}:delete`]),
  grant(E.posts, [S.score]),
  grant(E.score, [`${S.score}:score`]),
  grant(E.criteria, [S.criteria]),
  grant(E.saveCriteria, [`${S.criteria}:save`]),
  grant(E.check, [S.criteria]),
  grant(E.overview, [S.overview], { exportNeeds: [`${S.overview}:export`] }),
];

/** Uploading a task cover to object storage is part of creating or editing a task. */
export const CREATOR_UPLOADS = [`${S.tasks}:create`, `${S.tasks}:edit`];
