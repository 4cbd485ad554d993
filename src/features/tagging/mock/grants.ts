import { grant } from '../../../mocks/endpoint-grant';
import { TAGGING_ENDPOINTS as E } from '../endpoints';

/** The tagging screens' uris: their menu entries grant the tagging endpoints. */
export const TAGGING_SCREENS = {
  dictionary: '/content-labels/tweets-labels',
  marking: '/marking-content-manage/marking',
  newMarking: '/marking-content-manage/new-marking',
  labelWorkOrder: '/marking-content-manage/label-work-order',
  markingWorkOrder: '/marking-content-manage/marking-work-order',
  userQuery: '/marking-content-manage/user-query',
} as const;

const S = TAGGING_SCREENS;
const ALL = Object.values(S);
const QUEUES = [S.marking, S.newMarking, S.labelWorkOrder, S.markingWorkOrder];

/** One row per tagging endpoint (spread into ENDPOINT_GRANTS). */
export const TAGGING_GRANTS = [
  grant(E.tags, ALL),
  grant(E.createTag, [`${S.dictionary}:create`]),
  grant(E.updateTag, [`${S.dictionary}:edit`]),
  grant(E.setEnabled, [`${S.dictionary}:edit`]),
  grant(E.removeTag, [`${S.dictionary}:delete`]),
  grant(E.tasks, QUEUES),
  grant(E.counts, QUEUES),
  grant(E.next, [`${S.marking}:tag`]),
  grant(E.assign, [`${S.labelWorkOrder}:assign`]),
  grant(E.claim, [`${S.marking}:tag`]),
  grant(E.release, [`${S.marking}:tag`]),
  grant(E.save, [`${S.marking}:tag`]),
  grant(E.reopen, [`${S.markingWorkOrder}:reopen`]),
  grant(E.taggers, [S.labelWorkOrder]),
  grant(E.userPosts, [S.userQuery]),
];
