import { grant } from '../../../mocks/endpoint-grant';
import { SYMPTOM_ENDPOINTS as E } from '../endpoints';

const SYMPTOMS_SCREEN = '/content-recommend/symptoms-manager';

export const SYMPTOM_GRANTS = [
  grant(E.page, [SYMPTOMS_SCREEN]),
  grant(E.create, [`${SYMPTOMS_SCREEN}:create`]),
  grant(E.update, [`${SYMPTOMS_SCREEN}:edit`]),
  grant(E.enable, [`${SYMPTOMS_SCREEN}:status`]),
  grant(E.disable, [`${SYMPTOMS_SCREEN}:status`]),
  grant(E.remove, [`${SYMPTOMS_SCREEN}:delete`]),
];
