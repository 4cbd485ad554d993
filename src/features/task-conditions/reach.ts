import { WINDOW_DAYS, type ConditionOption } from './types';

const DAY = 86_400_000;

/** What the model knows of an app user: lifetime totals and two dates (the app users the mock holds have them). */
export interface UserActivity {
  registeredAt: string;
  lastLoginAt: string;
  posts: number;
  likes: number;
  followers: number;
}

/**
 * The estimated count of what a condition counts, for one user over the condition's window. Lifetime
 * totals the app keeps (posts, likes, followers) are used as they are; the others are modelled from them
 * (comments: three a post plus one per 50 likes; featured posts: one in 25; accepted invitations: one per
 * 200 followers; articles read: one per 10 likes plus one a post; check-in days: a share of the days since
 * sign-up that grows with activity). A window's count is the lifetime count spread evenly since sign-up,
 * and nothing at all for a user who has not opened the app within the window.
 */
export function estimatedCount(user: UserActivity, condition: Omit<ConditionOption, 'id' | 'name'>, now: number) {
  const ageDays = Math.max(1, (now - Date.parse(user.registeredAt)) / DAY);
  const idleDays = Math.max(0, (now - Date.parse(user.lastLoginAt)) / DAY);
  const activity = Math.min(1, 0.2 + (user.posts * 2 + user.likes / 100) / ageDays);
  const lifetime: Record<ConditionOption['type'], number> = {
    postsPublished: user.posts,
    commentsWritten: user.posts * 3 + Math.floor(user.likes / 50),
    likesReceived: user.likes,
    postsFeatured: Math.floor(user.posts / 25),
    checkInDays: Math.round(ageDays * activity),
    followersGained: user.followers,
    invitesAccepted: Math.floor(user.followers / 200),
    articlesRead: Math.floor(user.likes / 10) + user.posts,
  };
  const total = lifetime[condition.type];
  const days = WINDOW_DAYS[condition.window];
  if (days === null) return total;
  if (idleDays >= days) return 0;
  const inWindow = Math.floor(total * Math.min(1, days / ageDays));
  // Check-ins happen at most once a day, and not on the days since the last visit.
  return condition.type === 'checkInDays' ? Math.min(inWindow, days - Math.floor(idleDays)) : inWindow;
}

/** Whether a user meets a condition now, by the model. */
export const meetsCondition = (user: UserActivity, condition: Omit<ConditionOption, 'id' | 'name'>, now: number) =>
  estimatedCount(user, condition, now) >= condition.threshold;

/** How many app users a reward reaches: those meeting its condition (everyone without one), out of all. */
export interface ConditionReach {
  users: number;
  total: number;
}
