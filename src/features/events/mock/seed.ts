import type { Row } from '../../../mocks/row';
import { POST_COUNT, POSTS_COLLECTION, seedPosts, type PostRow } from '../../posts/mock';
import type { AppEvent, EventEntry, TopicReward } from '../types';
import { seedInstant } from '../../../mocks/seed-instant';

export const EVENT_COLLECTIONS = {
  events: 'events',
  entries: 'event-entries',
  rewards: 'topic-rewards',
} as const;

/** Stored events: the phase, topic name and entry count are worked out when asked. */
export type EventRow = Omit<AppEvent, 'phase' | 'topicName' | 'entryCount'> & Row;
/** Stored entries: the post's own fields are read from the posts when asked. */
export type EntryRow = Pick<EventEntry, 'id' | 'eventId' | 'postId' | 'source' | 'featured' | 'enteredAt' | 'addedBy'> &
  Row;
export type RewardRow = Omit<TopicReward, 'status' | 'topicName'> & Row;

const DAY = 24 * 3_600_000;
/** The posts seed posts one post every 4 minutes. */
const POSTS_PER_DAY = DAY / (4 * 60_000);
/** At most this many posts of a topic are entered per seeded event (the demo stays small). */
const SEEDED_ENTRIES_PER_EVENT = 36;

const EVENTS: Array<Pick<AppEvent, 'names' | 'topicId'> & { from: number; to: number }> = [
  {
    names: { en: { name: 'Bump photo week' }, zh: { name: '孕肚照片周' }, ar: { name: 'أسبوع صور بطن الحمل' } },
    topicId: 3,
    from: -40,
    to: -33,
  },
  {
    names: {
      en: { name: 'Healthy Ramadan recipes' },
      ar: { name: 'وصفات رمضانية صحية' },
      ms: { name: 'Resipi Ramadan sihat' },
    },
    topicId: 40,
    from: -20,
    to: -6,
  },
  {
    names: {
      en: { name: 'Newborn care stories' },
      zh: { name: '新生儿护理故事' },
      ar: { name: 'قصص العناية بالمولود' },
    },
    topicId: 26,
    from: -5,
    to: 5,
  },
  {
    names: {
      en: { name: 'Pregnancy workout challenge' },
      zh: { name: '孕期运动挑战' },
      fr: { name: 'Défi sport grossesse' },
    },
    topicId: 12,
    from: -12,
    to: 2,
  },
  {
    names: { en: { name: 'First solids week' }, zh: { name: '辅食周' }, ar: { name: 'أسبوع الطعام الأول' } },
    topicId: 28,
    from: 7,
    to: 21,
  },
];

const REWARDS: Array<
  Pick<TopicReward, 'topicId' | 'kind' | 'rankBy' | 'tiers' | 'updatedBy'> & { from: number; to: number }
> = [
  {
    topicId: 1,
    kind: 'points',
    rankBy: 'likes',
    tiers: [
      { fromRank: 1, toRank: 1, points: 5000 },
      { fromRank: 2, toRank: 3, points: 2000 },
      { fromRank: 4, toRank: 10, points: 500 },
    ],
    from: -6,
    to: 8,
    updatedBy: 'operator',
  },
  {
    topicId: 6,
    kind: 'items',
    rankBy: 'comments',
    tiers: [
      { fromRank: 1, toRank: 1, item: 'Baby carrier' },
      { fromRank: 2, toRank: 5, item: 'Prenatal vitamins (1 month)' },
    ],
    from: 3,
    to: 17,
    updatedBy: 'admin',
  },
  {
    topicId: 10,
    kind: 'points',
    rankBy: 'likes',
    tiers: [
      { fromRank: 1, toRank: 3, points: 3000 },
      { fromRank: 4, toRank: 20, points: 300 },
    ],
    from: -30,
    to: -16,
    updatedBy: 'operator',
  },
  {
    topicId: 2,
    kind: 'items',
    rankBy: 'likes',
    tiers: [{ fromRank: 1, toRank: 3, item: 'Pregnancy pillow' }],
    from: 12,
    to: 26,
    updatedBy: 'operator',
  },
];

/** Events around seeded topics (ended, running, upcoming), their entered posts, and topic rewards. */
export function seedEvents(now = seedInstant()): Record<string, Row[]> {
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const at = (days: number) => new Date(today.getTime() + days * DAY).toISOString();
  const events: EventRow[] = EVENTS.map(({ from, to, ...event }, index) => ({
    ...event,
    id: index + 1,
    startAt: at(from),
    endAt: at(to),
  }));
  // Posts come every 4 minutes, numbered back from now: the entries are chosen by post number, so the
  // same rows (by id) are seeded whatever the day and hour, each posted inside its event's window.
  const posts = seedPosts(now)[POSTS_COLLECTION] as PostRow[];
  const entries: EntryRow[] = [];
  EVENTS.forEach((event, index) => {
    const first = Math.max(0, POST_COUNT + (event.from + 1) * POSTS_PER_DAY);
    const last = Math.min(POST_COUNT, POST_COUNT + (event.to - 1) * POSTS_PER_DAY);
    const entered = posts
      .slice(first, Math.max(first, last))
      .filter((post) => post.topicId === event.topicId && !post.deletedAt && post.publishStatus === 'published')
      .slice(0, SEEDED_ENTRIES_PER_EVENT);
    entered.forEach((post, place) =>
      entries.push({
        id: entries.length + 1,
        eventId: index + 1,
        postId: post.id,
        source: 'topic',
        featured: place % 9 === 2,
        enteredAt: post.postedAt,
        addedBy: null,
      }),
    );
  });
  const rewards: RewardRow[] = REWARDS.map(({ from, to, ...reward }, index) => ({
    ...reward,
    id: index + 1,
    startAt: at(from),
    endAt: at(to),
    updatedAt: at(Math.min(from, 0) - 1),
  }));
  return {
    [EVENT_COLLECTIONS.events]: events,
    [EVENT_COLLECTIONS.entries]: entries,
    [EVENT_COLLECTIONS.rewards]: rewards,
  };
}
