import { describe, expect, it } from 'vitest';
import { estimatedCount, meetsCondition, type UserActivity } from './reach';

const DAY = 86_400_000;
const now = Date.parse('2026-06-01T12:00:00Z');
const ago = (days: number) => new Date(now - days * DAY).toISOString();
const user = (changes: Partial<UserActivity> = {}): UserActivity => ({
  registeredAt: ago(100),
  lastLoginAt: ago(0),
  posts: 50,
  likes: 4000,
  followers: 600,
  ...changes,
});

describe('the reach model', () => {
  it('uses lifetime totals as they are', () => {
    expect(estimatedCount(user(), { type: 'postsPublished', threshold: 1, window: 'lifetime' }, now)).toBe(50);
    expect(estimatedCount(user(), { type: 'followersGained', threshold: 1, window: 'lifetime' }, now)).toBe(600);
    expect(estimatedCount(user(), { type: 'invitesAccepted', threshold: 1, window: 'lifetime' }, now)).toBe(3);
  });

  it('spreads a total evenly since sign-up over a window', () => {
    // 50 posts in 100 days: 15 in 30 days, 3 in 7.
    expect(estimatedCount(user(), { type: 'postsPublished', threshold: 1, window: 'month' }, now)).toBe(15);
    expect(estimatedCount(user(), { type: 'postsPublished', threshold: 1, window: 'week' }, now)).toBe(3);
    // A user younger than the window keeps her whole total.
    expect(
      estimatedCount(user({ registeredAt: ago(5) }), { type: 'postsPublished', threshold: 1, window: 'month' }, now),
    ).toBe(50);
  });

  it('counts nothing in a window for a user who has not opened the app in it', () => {
    const idle = user({ lastLoginAt: ago(10) });
    expect(estimatedCount(idle, { type: 'likesReceived', threshold: 1, window: 'week' }, now)).toBe(0);
    expect(estimatedCount(idle, { type: 'likesReceived', threshold: 1, window: 'month' }, now)).toBe(1200);
  });

  it('never counts more check-in days than the window has since the last visit', () => {
    const keen = user({ lastLoginAt: ago(2.5) });
    expect(estimatedCount(keen, { type: 'checkInDays', threshold: 1, window: 'week' }, now)).toBe(5);
    expect(meetsCondition(keen, { type: 'checkInDays', threshold: 7, window: 'week' }, now)).toBe(false);
    expect(meetsCondition(user(), { type: 'checkInDays', threshold: 7, window: 'week' }, now)).toBe(true);
  });
});
