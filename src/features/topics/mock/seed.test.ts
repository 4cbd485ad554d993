import { describe, expect, it } from 'vitest';
import { topicProblems } from '../rules';
import {
  RECOMMENDED_TOPICS_COLLECTION,
  SEEDED_TOPICS,
  TOPICS_COLLECTION,
  seedTopics,
  type RecommendedTopicRow,
  type TopicRow,
} from './seed';

describe('seeded topics', () => {
  it('has 80 topics, ids 1 to 80, each named in en, fr and ar with a unique main name', () => {
    expect(SEEDED_TOPICS.map((topic) => topic.id)).toEqual(Array.from({ length: 80 }, (_, index) => index + 1));
    expect(new Set(SEEDED_TOPICS.map((topic) => topic.name)).size).toBe(80);
    for (const topic of SEEDED_TOPICS) {
      expect(topic.names.en && topic.names.fr && topic.names.ar).toBeTruthy();
    }
  });
  it('holds only topics the rules accept, hot ones with their end time, rank and weight', () => {
    const before = Date.parse('2026-11-01T00:00:00Z');
    for (const topic of SEEDED_TOPICS) expect(topicProblems(topic, before)).toEqual([]);
    expect(SEEDED_TOPICS.some((topic) => topic.hot)).toBe(true);
    expect(SEEDED_TOPICS.some((topic) => !topic.valid)).toBe(true);
    expect(SEEDED_TOPICS.some((topic) => topic.type === 'anonymous')).toBe(true);
  });
  it('is the same every time, and recommends only valid topics ranked from 1', () => {
    expect(seedTopics()).toEqual(seedTopics());
    const recommended = seedTopics()[RECOMMENDED_TOPICS_COLLECTION] as unknown as RecommendedTopicRow[];
    const topics = seedTopics()[TOPICS_COLLECTION] as unknown as TopicRow[];
    expect(recommended.map((row) => row.rank)).toEqual(recommended.map((_, index) => index + 1));
    for (const row of recommended) expect(topics.find((topic) => topic.id === row.topicId)?.valid).toBe(true);
  });
});
