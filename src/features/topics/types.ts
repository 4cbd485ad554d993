/** Spec: a topic's type. Real-name topics show who posted; anonymous topics hide the poster. */
export const TOPIC_TYPES = ['realName', 'anonymous'] as const;
export type TopicType = (typeof TOPIC_TYPES)[number];

/** The community's topic categories (the spec names the field, not the values). */
export const TOPIC_CATEGORIES = ['pregnancy', 'period', 'preparing', 'parenting', 'health', 'lifestyle'] as const;
export type TopicCategory = (typeof TOPIC_CATEGORIES)[number];

/** The content languages a topic is named in besides its main name (spec: names in en/fr/ar). */
type TopicNameLanguage = 'en' | 'fr' | 'ar';
export type TopicNames = Record<TopicNameLanguage, string>;

/**
 * A topic (hashtag) posts are filed under. Spec: ID, name, description, category, valid flag, hot flag,
 * hot end time, hot rank and weight, post count, type, names in en/fr/ar.
 */
export interface Topic {
  id: number;
  /** The main name, shown where no name in the reader's language exists. */
  name: string;
  description: string;
  category: TopicCategory;
  valid: boolean;
  hot: boolean;
  /** Only while hot: when the topic stops being hot (ISO time). */
  hotEndTime: string | null;
  /** Only while hot: the position among hot topics, 1 first. */
  hotRank: number | null;
  /** Only while hot: how strongly the feed pushes it, 0 to 100. */
  hotWeight: number | null;
  type: TopicType;
  names: TopicNames;
  createdAt: string;
  updatedAt: string;
}

/** A topic as lists show it: the post count is counted from the posts, never stored. */
export interface TopicListItem extends Topic {
  postCount: number;
}

/** What a create or edit sends. */
export type TopicInput = Omit<Topic, 'id' | 'createdAt' | 'updatedAt'>;

/** The topic's name in a content language: that language's name, else English, else the main name. */
export function topicNameIn(topic: Pick<Topic, 'name' | 'names'>, language: string): string {
  const names = topic.names as Partial<Record<string, string>>;
  return names[language]?.trim() || topic.names.en?.trim() || topic.name;
}

/** A recommended topic: a topic shown in the recommended strip during a time window, at a rank. */
export interface RecommendedTopic {
  id: number;
  topicId: number;
  startTime: string;
  endTime: string;
  /** 1 first. */
  rank: number;
  createdAt: string;
}

export interface RecommendedTopicListItem extends RecommendedTopic {
  topicName: string;
  topicNames: TopicNames;
  topicValid: boolean;
}

export type RecommendedTopicInput = Pick<RecommendedTopic, 'topicId' | 'startTime' | 'endTime'>;
