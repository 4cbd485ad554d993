import { grant } from '../../../mocks/endpoint-grant';
import { HEALTH_ACTIVITY_ENDPOINTS as E } from '../endpoints';

const LEGACY_SCREEN = '/content-recommend/health-activity';
const NEW_SCREEN = '/content-recommend/health-activity-new';

/** Reading needs the screen; each write its action entry. */
export const HEALTH_ACTIVITY_GRANTS = [
  grant(E.legacyPage, [LEGACY_SCREEN]),
  grant(E.legacyCreate, [`${LEGACY_SCREEN}:create`]),
  grant(E.legacyUpdate, [`${LEGACY_SCREEN}:edit`]),
  grant(E.legacySetStatus, [`${LEGACY_SCREEN}:status`]),
  grant(E.legacyRemove, [`${LEGACY_SCREEN}:delete`]),
  grant(E.page, [NEW_SCREEN]),
  grant(E.create, [`${NEW_SCREEN}:create`]),
  grant(E.update, [`${NEW_SCREEN}:edit`]),
  grant(E.setStatus, ({ params }) => [`${NEW_SCREEN}:${params.action === 'publish' ? 'publish' : 'unpublish'}`], {
    among: [`${NEW_SCREEN}:publish`, `${NEW_SCREEN}:unpublish`],
    decidedBy: 'the step in the path (:action): publishing needs publish, taking offline unpublish',
  }),
  grant(E.remove, [`${NEW_SCREEN}:delete`]),
];
