import type { EndpointGrant } from '../../../mocks/endpoint-grant';
import { api } from '../../../mocks/envelope';

const POOLS = '/content-classify/content-pool';
const CATEGORIES = '/content-classify/main-classify';
const GUIDANCE = '/content-classify/posting-guidance';
const SORT = '/content-classify/sort-by-main-category';
const content = (path: string) => api(`/content/api/classify${path}`);

/** What the content-classify endpoints need: a screen to read, its action entry to write. */
export const CLASSIFY_GRANTS: EndpointGrant[] = [
  { method: 'GET', path: content('/categories'), needs: [CATEGORIES] },
  // Every screen of the group picks or shows the main categories.
  { method: 'GET', path: content('/categories/all'), needs: [POOLS, CATEGORIES, GUIDANCE, SORT] },
  { method: 'POST', path: content('/categories'), needs: [`${CATEGORIES}:create`] },
  { method: 'PUT', path: content('/categories/order'), needs: [`${SORT}:sort`] },
  { method: 'PUT', path: content('/categories/:id'), needs: [`${CATEGORIES}:edit`] },
  { method: 'DELETE', path: content('/categories/:id'), needs: [`${CATEGORIES}:delete`] },
  { method: 'GET', path: content('/pools'), needs: [POOLS] },
  { method: 'POST', path: content('/pools'), needs: [`${POOLS}:create`] },
  { method: 'PUT', path: content('/pools/:id'), needs: [`${POOLS}:edit`] },
  { method: 'DELETE', path: content('/pools/:id'), needs: [`${POOLS}:delete`] },
  { method: 'GET', path: content('/guidance'), needs: [GUIDANCE] },
  { method: 'PUT', path: content('/guidance/:categoryId'), needs: [`${GUIDANCE}:edit`] },
];
