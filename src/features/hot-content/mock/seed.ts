import type { Row } from '../../../mocks/row';
import { POSTS_COLLECTION, seedPosts, type PostRow } from '../../posts/mock';
import { DEFAULT_WEIGHTS, hotScore } from '../rules';
import type { CommunityConfig, CommunityRecommendation, CommunitySlot, HotPosition } from '../types';
import { CANDIDATE_HOURS, isShowable, numbersOf } from './post-numbers';
import { seedInstant } from '../../../mocks/seed-instant';

export const HOT_COLLECTIONS = {
  positions: 'hot-positions',
  config: 'hot-config',
  refresh: 'hot-refresh',
  slots: 'community-slots',
  recommendations: 'community-recommendations',
} as const;

export type HotPositionRow = HotPosition & Row;
export type CommunityConfigRow = CommunityConfig & Row;
export type RefreshRow = Row & { lastRefreshAt: string | null; lastRefreshBy: string | null };
export type CommunitySlotRow = CommunitySlot & Row;
export type RecommendationRow = CommunityRecommendation & Row;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const HISTORY_DAYS = 60;
const SEED_POSITION_COUNT = 10;
const ADMINS = ['operator', 'admin'];

const SEEDED_CONFIG: Omit<CommunityConfig, 'updatedAt'> = {
  refreshWaitMinutes: 5,
  positionCount: SEED_POSITION_COUNT,
  ...DEFAULT_WEIGHTS,
  updatedBy: 'admin',
};

/** The community operation positions: where the app shows hand-picked posts. */
const SEEDED_SLOTS: CommunitySlot[] = [
  { id: 1, key: 'home-banner', name: { zh: '首页横幅', en: 'Home banner', ar: 'لافتة الصفحة الرئيسية' }, capacity: 5 },
  { id: 2, key: 'feed-top', name: { zh: '信息流顶部', en: 'Top of the feed', ar: 'أعلى الخلاصة' }, capacity: 10 },
  { id: 3, key: 'new-mums', name: { zh: '新手妈妈专区', en: 'New mums corner', ar: 'ركن الأمهات الجدد' }, capacity: 8 },
  {
    id: 4,
    key: 'pregnancy-tools',
    name: { zh: '孕期工具页', en: 'Pregnancy tools page', ar: 'صفحة أدوات الحمل' },
    capacity: 6,
  },
];

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The hot positions: two months of history (ten numbered positions, one day each, most displayed, some
 * expired because their post fell short or they were cleared), today's positions (most displaying, one
 * waiting for a post) and tomorrow's (to be displayed); plus the community settings, the refresh state and
 * a few recommendations per community operation position. Deterministic; reads the posts seed.
 */
export function seedHotContent(now = seedInstant()): Record<string, Row[]> {
  const posts = (seedPosts()[POSTS_COLLECTION] as PostRow[]).filter(isShowable);
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const dayStart = today.getTime();
  const positions: HotPositionRow[] = [];
  const add = (row: Omit<HotPosition, 'id'>) => positions.push({ ...row, id: positions.length + 1 } as HotPositionRow);
  // Posts come in posting order: how many were posted before a moment, by binary search.
  const times = posts.map((post) => Date.parse(post.postedAt));
  const countBefore = (at: number) => {
    let [low, high] = [0, times.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (times[middle] < at) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  for (let day = HISTORY_DAYS; day >= 1; day--) {
    const start = dayStart - day * DAY;
    // That day's posts: the 400 last posted before it began.
    const before = countBefore(start);
    for (let number = 1; number <= SEED_POSITION_COUNT; number++) {
      const n = day * 31 + number * 7;
      const post = before ? posts[before - 1 - ((n * 13) % Math.min(before, 400))] : null;
      const uv = post ? numbersOf(post, now).uv : 0;
      // About one in nine asked more than its post reached (expired); a few were cleared during the day.
      const fallsShort = n % 9 === 0;
      const cleared = n % 23 === 0;
      add({
        number,
        postId: post?.id ?? null,
        minUv: fallsShort ? uv + 500 : Math.floor(uv / 2 / 100) * 100,
        minLikes: post ? Math.floor(post.likes / 3) : 0,
        minComments: post ? Math.floor(post.comments / 3) : 0,
        startAt: iso(start),
        endAt: iso(start + DAY),
        clearedAt: cleared ? iso(start + (n % 2 === 0 ? -2 * HOUR : 6 * HOUR)) : null,
        clearedBy: cleared ? ADMINS[n % 2] : null,
        updatedBy: ADMINS[n % 2],
        updatedAt: iso(start - 3 * HOUR),
      });
    }
  }

  // Today: the best recent posts displaying in positions 1-7, position 8 waiting for a post. "Recent" is
  // counted back from the newest post (the posts seed is made once per page, so it may be older than now).
  const newest = times.length ? times[times.length - 1] : now;
  const since = Math.min(now, newest) - CANDIDATE_HOURS * HOUR;
  const best = posts
    .slice(countBefore(since))
    .map((post) => ({ post, score: hotScore(numbersOf(post, now), DEFAULT_WEIGHTS) }))
    .sort((a, b) => b.score - a.score || b.post.id - a.post.id)
    .map(({ post }) => post);
  for (let number = 1; number <= 8; number++) {
    const post = number <= 7 ? best[number * 3] : null;
    const uv = post ? numbersOf(post, now).uv : 0;
    add({
      number,
      postId: post?.id ?? null,
      minUv: number <= 7 ? Math.floor(uv / 2 / 100) * 100 : 200,
      minLikes: post ? Math.floor(post.likes / 2) : 5,
      minComments: post ? Math.floor(post.comments / 2) : 1,
      startAt: iso(dayStart),
      endAt: iso(dayStart + DAY),
      clearedAt: null,
      clearedBy: null,
      updatedBy: 'operator',
      updatedAt: iso(dayStart - 2 * HOUR),
    });
  }
  for (let number = 1; number <= 3; number++) {
    add({
      number,
      postId: null,
      minUv: 300 * number,
      minLikes: 10 * number,
      minComments: 2 * number,
      startAt: iso(dayStart + DAY),
      endAt: iso(dayStart + 2 * DAY),
      clearedAt: null,
      clearedBy: null,
      updatedBy: 'operator',
      updatedAt: iso(dayStart - HOUR),
    });
  }

  const config: CommunityConfigRow = { id: 1, ...SEEDED_CONFIG, updatedAt: iso(now - 20 * DAY) };
  const refresh: RefreshRow = { id: 1, lastRefreshAt: null, lastRefreshBy: null };

  const recommendations: RecommendationRow[] = [];
  for (const slot of SEEDED_SLOTS) {
    for (let order = 1; order <= Math.min(3 + slot.id, slot.capacity - 1); order++) {
      const post = best[40 + slot.id * 11 + order * 2];
      if (!post) break;
      recommendations.push({
        id: recommendations.length + 1,
        slotId: slot.id,
        postId: post.id,
        order,
        addedBy: ADMINS[order % 2],
        addedAt: iso(now - (order + slot.id) * 5 * HOUR),
      });
    }
  }

  return {
    [HOT_COLLECTIONS.positions]: positions,
    [HOT_COLLECTIONS.config]: [config],
    [HOT_COLLECTIONS.refresh]: [refresh],
    [HOT_COLLECTIONS.slots]: SEEDED_SLOTS.map((slot) => ({ ...slot, name: { ...slot.name } })),
    [HOT_COLLECTIONS.recommendations]: recommendations,
  };
}
