import { grant, type EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';
import { OSS_ENDPOINTS } from '../../../shared/uploads/endpoints';

const PUBLISH = ['/posts-manage/publish-new-post', '/posts-manage/publish-videopost'];
const COMMENTS = '/posts-manage/comment-manage';
const community = (path: string) => api(`/community/api${path}`);

/**
 * The compose endpoints: the accounts staff act as are read by the two compose screens and the comment
 * screen (replies); topics by the compose screens; publishing needs a compose screen's `:publish` action.
 */
export const COMPOSE_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: community('/poster-accounts'), needs: [...PUBLISH, COMMENTS] },
  { method: 'GET', path: community('/compose/topics'), needs: PUBLISH },
  { method: 'POST', path: community('/compose/posts'), needs: PUBLISH.map((uri) => `${uri}:publish`) },
  // Object storage takes a video for a video post only.
  grant(OSS_ENDPOINTS.uploadVideo, ['/posts-manage/publish-videopost:publish']),
];

/** Uploading an image or a cover to object storage is part of publishing a post from the console. */
export const COMPOSE_UPLOADS = PUBLISH.map((uri) => `${uri}:publish`);
