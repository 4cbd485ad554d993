/**
 * The rules of topics and recommended topics: the forms check them before saving and the mock backend
 * checks them again, so both sides say the same thing: each broken rule's code, worded by topics.json's
 * `rules` (the forms in the reader's language, the mock in the caller's, from the request's header).
 */
import {
  TOPIC_CATEGORIES,
  TOPIC_TYPES,
  type RecommendedTopic,
  type RecommendedTopicInput,
  type TopicInput,
} from './types';

export const TOPIC_LIMITS = {
  nameMax: 30,
  descriptionMax: 200,
  rankMin: 1,
  rankMax: 100,
  weightMin: 0,
  weightMax: 100,
} as const;

type TopicRuleCode =
  | 'nameRequired'
  | 'nameTooLong'
  | 'enNameRequired'
  | 'descriptionTooLong'
  | 'category'
  | 'type'
  | 'hotEndTimeRequired'
  | 'hotEndTimePast'
  | 'hotRank'
  | 'hotWeight'
  | 'nameTaken'
  | 'topicRequired'
  | 'startRequired'
  | 'endRequired'
  | 'endBeforeStart'
  | 'recommendedTwice'
  | 'topicInvalid';

export interface Problem {
  field: string;
  code: TopicRuleCode;
}

const blank = (text: unknown) => typeof text !== 'string' || !text.trim();
const tooLong = (text: unknown, max: number) => typeof text === 'string' && text.trim().length > max;
const wholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const time = (value: unknown) => (typeof value === 'string' && value ? Date.parse(value) : NaN);

/** Every broken rule of a topic's form; the hot fields count only for a hot topic. */
export function topicProblems(input: Partial<TopicInput>, now: number = Date.now()): Problem[] {
  const problems: Problem[] = [];
  if (blank(input.name)) problems.push({ field: 'name', code: 'nameRequired' });
  else if (tooLong(input.name, TOPIC_LIMITS.nameMax)) problems.push({ field: 'name', code: 'nameTooLong' });
  if (blank(input.names?.en)) problems.push({ field: 'names.en', code: 'enNameRequired' });
  for (const language of ['en', 'fr', 'ar'] as const) {
    if (tooLong(input.names?.[language], TOPIC_LIMITS.nameMax)) {
      problems.push({ field: `names.${language}`, code: 'nameTooLong' });
    }
  }
  if (tooLong(input.description, TOPIC_LIMITS.descriptionMax)) {
    problems.push({ field: 'description', code: 'descriptionTooLong' });
  }
  if (!(TOPIC_CATEGORIES as readonly unknown[]).includes(input.category)) {
    problems.push({ field: 'category', code: 'category' });
  }
  if (!(TOPIC_TYPES as readonly unknown[]).includes(input.type)) problems.push({ field: 'type', code: 'type' });
  if (input.hot) {
    const end = time(input.hotEndTime);
    if (Number.isNaN(end)) problems.push({ field: 'hotEndTime', code: 'hotEndTimeRequired' });
    else if (end <= now) problems.push({ field: 'hotEndTime', code: 'hotEndTimePast' });
    if (!wholeIn(input.hotRank, TOPIC_LIMITS.rankMin, TOPIC_LIMITS.rankMax)) {
      problems.push({ field: 'hotRank', code: 'hotRank' });
    }
    if (!wholeIn(input.hotWeight, TOPIC_LIMITS.weightMin, TOPIC_LIMITS.weightMax)) {
      problems.push({ field: 'hotWeight', code: 'hotWeight' });
    }
  }
  return problems;
}

/** The same name, whatever the case and surrounding spaces. */
export const sameTopicName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What is stored from a valid input: trimmed texts, and no hot fields on a topic that is not hot. */
export function normalizeTopic(input: TopicInput): TopicInput {
  return {
    name: input.name.trim(),
    description: (input.description ?? '').trim(),
    category: input.category,
    valid: Boolean(input.valid),
    hot: Boolean(input.hot),
    hotEndTime: input.hot ? input.hotEndTime : null,
    hotRank: input.hot ? input.hotRank : null,
    hotWeight: input.hot ? input.hotWeight : null,
    type: input.type,
    names: {
      en: (input.names?.en ?? '').trim(),
      fr: (input.names?.fr ?? '').trim(),
      ar: (input.names?.ar ?? '').trim(),
    },
  };
}

/** Every broken rule of a recommendation's own fields (the overlap needs the others: `windowsOverlap`). */
export function recommendationProblems(input: Partial<RecommendedTopicInput>): Problem[] {
  const problems: Problem[] = [];
  if (typeof input.topicId !== 'number') problems.push({ field: 'topicId', code: 'topicRequired' });
  const start = time(input.startTime);
  const end = time(input.endTime);
  if (Number.isNaN(start)) problems.push({ field: 'window', code: 'startRequired' });
  if (Number.isNaN(end)) problems.push({ field: 'window', code: 'endRequired' });
  if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start) {
    problems.push({ field: 'window', code: 'endBeforeStart' });
  }
  return problems;
}

/** Two time windows share some moment (a window ending exactly when the other starts does not). */
export function windowsOverlap(
  a: Pick<RecommendedTopic, 'startTime' | 'endTime'>,
  b: Pick<RecommendedTopic, 'startTime' | 'endTime'>,
): boolean {
  return Date.parse(a.startTime) < Date.parse(b.endTime) && Date.parse(b.startTime) < Date.parse(a.endTime);
}

/** The recommendation of the same topic whose window overlaps this one's, if any. */
export function overlappingRecommendation<T extends Pick<RecommendedTopic, 'id' | 'topicId' | 'startTime' | 'endTime'>>(
  existing: readonly T[],
  input: RecommendedTopicInput,
  id?: number,
): T | undefined {
  return existing.find((row) => row.id !== id && row.topicId === input.topicId && windowsOverlap(row, input));
}

/** Ranks from an order of ids: the first is 1. */
export const ranksFrom = (ids: readonly number[]) => ids.map((id, index) => ({ id, rank: index + 1 }));
