import { db } from '../../../mocks/db';
import { REVIEW_COLLECTIONS, type ReviewTaskRow } from './seed';

/** For the review mock's tests: a task as the mock holds it now, and the first post task nobody holds. */
export const storedTask = (id: number) => db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, id)!;
export const waitingPostTask = () =>
  db.find<ReviewTaskRow>(
    REVIEW_COLLECTIONS.tasks,
    (row) => row.source === 'post' && row.status === 'notProcessed' && !row.claimedBy,
  )!;
