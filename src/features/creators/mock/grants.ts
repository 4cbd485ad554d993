import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

const GROUP = '/creator-center-manage';
const CREATOR_SCREENS = {
  users: `${GROUP}/creator-user-list`,
  tasks: `${GROUP}/creator-task-config`,
  score: `${GROUP}/creator-posts-operate-score`,
  criteria: `${GROUP}/creator-domain-verification-criteria`,
  overview: `${GROUP}/creator-data-overview`,
} as const;
const S = CREATOR_SCREENS;
export const creatorPath = (rest: string) => api(`/creator/api${rest}`);

/** The creator centre's endpoints: reading needs a screen showing the data, each write its action. */
export const CREATOR_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: creatorPath('/creators'), needs: [S.users], exportNeeds: [`${S.users}:export`] },
  { method: 'POST', path: creatorPath('/creators/:id/level'), needs: [`${S.users}:level`] },
  { method: 'GET', path: creatorPath('/creators/:id/level-changes'), needs: [S.users] },
  { method: 'GET', path: creatorPath('/fields'), needs: [S.users, S.tasks, S.score] },
  { method: 'POST', path: creatorPath('/fields'), needs: [`${S.tasks}:create`] },
  { method: 'PUT', path: creatorPath('/fields/:id'), needs: [`${S.tasks}:edit`] },
  { method: 'DELETE', path: creatorPath('/fields/:id'), needs: [`${S.tasks}:delete`] },
  { method: 'GET', path: creatorPath('/tasks'), needs: [S.tasks] },
  { method: 'POST', path: creatorPath('/tasks'), needs: [`${S.tasks}:create`] },
  { method: 'PUT', path: creatorPath('/tasks/:id'), needs: [`${S.tasks}:edit`] },
  { method: 'POST', path: creatorPath('/tasks/:id/publish'), needs: [`${S.tasks}:publish`] },
  { method: 'POST', path: creatorPath('/tasks/:id/unpublish'), needs: [`${S.tasks}:unpublish`] },
  { method: 'DELETE', path: creatorPath('/tasks/:id'), needs: [`${S.tasks}:delete`] },
  { method: 'GET', path: creatorPath('/rejection-reasons'), needs: [S.tasks] },
  { method: 'POST', path: creatorPath('/rejection-reasons'), needs: [`${S.tasks}:create`] },
  { method: 'PUT', path: creatorPath('/rejection-reasons/:id'), needs: [`${S.tasks}:edit`] },
  { method: 'DELETE', path: creatorPath('/rejection-reasons/:id'), needs: [`${S.tasks}:delete`] },
  { method: 'GET', path: creatorPath('/creator-posts'), needs: [S.score] },
  { method: 'PUT', path: creatorPath('/creator-posts/:id/score'), needs: [`${S.score}:score`] },
  { method: 'GET', path: creatorPath('/verification-criteria'), needs: [S.criteria] },
  { method: 'PUT', path: creatorPath('/verification-criteria'), needs: [`${S.criteria}:save`] },
  { method: 'GET', path: creatorPath('/verification-check'), needs: [S.criteria] },
  { method: 'GET', path: creatorPath('/overview'), needs: [S.overview], exportNeeds: [`${S.overview}:export`] },
];

/** Uploading a task cover to object storage is part of creating or editing a task. */
export const CREATOR_UPLOADS = [`${S.tasks}:create`, `${S.tasks}:edit`];
