import { APP_MODES, type AppMode } from '../../shared/types/app-mode';
import type { LangTexts } from '../../shared/components/lang-fields/content-languages';

/**
 * Recommendations: what the app recommends in each mode, where and when. One model serves the insights
 * shown in each mode (insights-article/*-mode), the tool page of each mode (content-recommend/menstruation,
 * prepare-pregnant, pregnancy) and the explore page (content-recommend/explore).
 */

/** The app's modes: menstrual period, preparing for pregnancy, pregnancy. */
export const MODES = APP_MODES;
export type Mode = AppMode;

/** Where the app shows a recommendation: a mode's insights, a mode's tool page, the explore page (no mode). */
export type Surface = 'insights' | 'tools' | 'explore';

/** What is recommended: an article (by ID), a card or a banner (texts and a link per content language). */
export type ContentKind = 'article' | 'card' | 'banner';

/** Spec: recommendation status waiting, pushed, closed; a close action ends it. Derived, never stored. */
export const RECOMMENDATION_STATUSES = ['waiting', 'pushed', 'closed'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

/**
 * The image slots of cards and banners, in the app's pixels (the same on the tool pages and the explore
 * page): a banner spans the page's width, a card sits in the page's 690-pixel content column. An image
 * must have exactly this size; at most 2 MB.
 */
export const IMAGE_SLOTS = {
  card: { width: 690, height: 390 },
  banner: { width: 750, height: 300 },
} as const;
export type ImageKind = keyof typeof IMAGE_SLOTS;
export const MAX_RECOMMENDATION_IMAGE_BYTES = 2 * 1024 * 1024;

export const CARD_TEXT_FIELDS = ['title', 'link'] as const;
export type CardTexts = LangTexts<(typeof CARD_TEXT_FIELDS)[number]>;

/** A day as the app's users live it: `YYYY-MM-DD`. */
export type Day = string;

export interface Recommendation {
  id: number;
  surface: Surface;
  /** null only on the explore page, which every mode shows. */
  mode: Mode | null;
  kind: ContentKind;
  /** kind 'article': the article recommended (insights use insights articles). */
  articleId: number | null;
  /** kind 'card' or 'banner': title and link per content language (at least one language with both). */
  texts: CardTexts;
  /** kind 'card' or 'banner': the image's URL (stored in object storage, of the slot's size); null for an article. */
  image: string | null;
  /** The days it is pushed, both included. */
  startDate: Day;
  endDate: Day;
  /**
   * Tool pages only, optional: the cycle days (period and pre-pregnancy modes, 1 to 45) or pregnancy weeks
   * (pregnancy mode, 1 to 42) of the user it is shown to; null for every user of the mode.
   */
  stageFrom: number | null;
  stageTo: number | null;
  /** Its place among the same day's recommendations, smaller first (1 to 99). */
  order: number;
  closedAt: string | null;
  closedBy: string | null;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
}

export type RecommendationInput = Pick<
  Recommendation,
  | 'surface'
  | 'mode'
  | 'kind'
  | 'articleId'
  | 'texts'
  | 'image'
  | 'startDate'
  | 'endDate'
  | 'stageFrom'
  | 'stageTo'
  | 'order'
>;

/** An article as a recommendation shows it. */
export interface ArticleSummary {
  id: number;
  displayId: number;
  kind: string;
  titles: LangTexts<'title'>;
  status: string;
}

export interface RecommendationView extends Recommendation {
  status: RecommendationStatus;
  article: ArticleSummary | null;
}

/** One day of a surface's calendar: how many recommendations it has (none: flagged). */
export interface CalendarDay {
  date: Day;
  count: number;
  flagged: boolean;
  /** That day's recommendations, in order: their titles per language. */
  items: Array<{ id: number; order: number; kind: ContentKind; titles: LangTexts<'title'> }>;
}

/** A run of days, counts only: what the year calendar draws. */
export interface CalendarCounts {
  from: Day;
  to: Day;
  counts: number[];
}
