import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

const BLACKLIST = '/image-risk-control/blacklist-image';
const path = (rest: string) => api(`/community/api/image-risk${rest}`);

/**
 * The image blacklist's endpoints. Adding a picture is a decision on an image review task (the review
 * endpoints, with pending-list's `blacklist` action); reading and removing are the blacklist screen's.
 */
export const IMAGE_RISK_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: path('/blacklist'), needs: [BLACKLIST] },
  { method: 'POST', path: path('/blacklist/remove'), needs: [`${BLACKLIST}:remove`] },
];
