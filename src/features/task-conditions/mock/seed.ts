import type { Row } from '../../../mocks/row';
import type { TaskCondition } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const CONDITION_COLLECTION = 'taskConditions';
/** Stored without where it is used: that is asked of the referring features at read time. */
export type ConditionRow = Omit<TaskCondition, 'usedBy'> & Row;

const DAY = 86_400_000;

type Sample = Pick<TaskCondition, 'name' | 'type' | 'threshold' | 'window' | 'description'>;

const SAMPLES: Sample[] = [
  {
    name: 'First post',
    type: 'postsPublished',
    threshold: 1,
    window: 'lifetime',
    description: 'Publishes her first post',
  },
  {
    name: 'Active poster',
    type: 'postsPublished',
    threshold: 5,
    window: 'week',
    description: 'Five posts in seven days',
  },
  { name: 'Prolific writer', type: 'postsPublished', threshold: 100, window: 'lifetime', description: '' },
  {
    name: 'Helpful commenter',
    type: 'commentsWritten',
    threshold: 30,
    window: 'month',
    description: 'Thirty comments in thirty days',
  },
  { name: 'Loved by the community', type: 'likesReceived', threshold: 1000, window: 'lifetime', description: '' },
  {
    name: 'Daily check-in',
    type: 'checkInDays',
    threshold: 1,
    window: 'day',
    description: 'Opens the app and checks in today',
  },
  {
    name: '7-day streak',
    type: 'checkInDays',
    threshold: 7,
    window: 'week',
    description: 'Checks in every day for a week',
  },
  { name: '30-day streak', type: 'checkInDays', threshold: 30, window: 'month', description: '' },
  {
    name: 'Featured author',
    type: 'postsFeatured',
    threshold: 3,
    window: 'lifetime',
    description: 'Three posts featured by the editors',
  },
  { name: 'Rising voice', type: 'followersGained', threshold: 100, window: 'month', description: '' },
  {
    name: 'Bring a friend',
    type: 'invitesAccepted',
    threshold: 1,
    window: 'lifetime',
    description: 'A friend joins with her invitation',
  },
  {
    name: 'Curious reader',
    type: 'articlesRead',
    threshold: 10,
    window: 'week',
    description: 'Reads ten health articles in a week',
  },
  { name: 'Pregnancy bookworm', type: 'articlesRead', threshold: 50, window: 'month', description: '' },
];

/** The conditions the seeded medals, frames, easter eggs and mall items name (and a few unused ones). */
export function seedTaskConditions(now = seedInstant()): Record<string, Row[]> {
  const today = new Date(now);
  today.setHours(9, 0, 0, 0);
  const rows: ConditionRow[] = SAMPLES.map((sample, index) => ({
    id: index + 1,
    ...sample,
    updatedBy: 'admin',
    updatedAt: new Date(today.getTime() - (index + 1) * 3 * DAY).toISOString(),
  }));
  return { [CONDITION_COLLECTION]: rows };
}
