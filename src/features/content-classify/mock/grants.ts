import { grant } from '../../../mocks/endpoint-grant';
import { CLASSIFY_ENDPOINTS as E } from '../endpoints';

const POOLS = '/content-classify/content-pool';
const CATEGORIES = '/content-classify/main-classify';
const GUIDANCE = '/content-classify/posting-guidance';
const SORT = '/content-classify/sort-by-main-category';

/** What the content-classify endpoints need: a screen to read, its action entry to write. */
export const CLASSIFY_GRANTS = [
  grant(E.categories, [CATEGORIES]),
  // Every screen of the group picks or shows the main categories.
  grant(E.allCategories, [POOLS, CATEGORIES, GUIDANCE, SORT]),
  grant(E.createCategory, [`${CATEGORIES}:create`]),
  grant(E.orderCategories, [`${SORT}:sort`]),
  grant(E.updateCategory, [`${CATEGORIES}:edit`]),
  grant(E.removeCategory, [`${CATEGORIES}:delete`]),
  grant(E.pools, [POOLS]),
  grant(E.createPool, [`${POOLS}:create`]),
  grant(E.updatePool, [`${POOLS}:edit`]),
  grant(E.removePool, [`${POOLS}:delete`]),
  grant(E.guidance, [GUIDANCE]),
  grant(E.saveGuidance, [`${GUIDANCE}:edit`]),
];
