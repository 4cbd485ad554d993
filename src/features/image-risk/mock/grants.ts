import { grant } from '../../../mocks/endpoint-grant';
import { IMAGE_RISK_ENDPOINTS as E } from '../endpoints';

const BLACKLIST = '/image-risk-control/blacklist-image';

/**
 * The image blacklist's endpoints. Adding a picture is a decision on an image review task (the review
 * endpoints, with pending-list's `blacklist` action); reading and removing are the blacklist screen's.
 */
export const IMAGE_RISK_GRANTS = [grant(E.blacklist, [BLACKLIST]), grant(E.remove, [`${BLACKLIST}:remove`])];
