import { grant } from '../../../mocks/endpoint-grant';
import { OSS_ENDPOINTS } from '../../../shared/uploads/endpoints';
import { COMPOSE_ENDPOINTS as E } from '../endpoints';

const PUBLISH = ['/posts-manage/publish-new-post', '/posts-manage/publish-videopost'];
const COMMENTS = '/posts-manage/comment-manage';

/**
 * The compose endpoints: the accounts staff act as are read by the two compose screens and the comment
 * screen (replies); topics by the compose screens; publishing needs a compose screen's `:publish` action.
 */
export const COMPOSE_GRANTS = [
  grant(E.posterAccounts, [...PUBLISH, COMMENTS]),
  grant(E.topics, PUBLISH),
  grant(
    E.publish,
    PUBLISH.map((uri) => `${uri}:publish`),
  ),
  // Object storage takes a video for a video post only.
  grant(OSS_ENDPOINTS.uploadVideo, ['/posts-manage/publish-videopost:publish']),
];

/** Uploading an image or a cover to object storage is part of publishing a post from the console. */
export const COMPOSE_UPLOADS = PUBLISH.map((uri) => `${uri}:publish`);
