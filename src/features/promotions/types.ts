import { INSTALL_CHANNELS } from '../../shared/audience/app-audience';
import type { ContentLanguage } from '../../shared/components/lang-fields/content-languages';

export const PROMOTION_SCREEN = '/activity-support/promotion-bit';

/** Spec: a promotion is a splash (full screen at app start) or a pop-up (over the home page). */
export const PROMOTION_KINDS = ['splash', 'popup'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Where the app was installed from; `all` reaches every channel. */
export const CHANNELS = ['all', ...INSTALL_CHANNELS] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * Spec: to be promoted, promoting, expired, terminated (disabled). A deleted promotion is kept with its
 * history and listed only when asked for.
 */
export const PROMOTION_STATUSES = ['upcoming', 'promoting', 'expired', 'terminated', 'deleted'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** The material's exact size and limit (spec: 750*1624, under 10M). */
export const MATERIAL_SIZE = { width: 750, height: 1624 } as const;
export const MATERIAL_MAX_BYTES = 10 * 1024 * 1024;

export interface PromotionInput {
  kind: PromotionKind;
  name: string;
  /** The content language the material is made for; the preview takes its direction. */
  language: ContentLanguage;
  /** The line the app lays over the material (optional). */
  caption: string;
  material: string;
  /** Seconds the material stays on screen. */
  duration: number;
  startAt: string;
  endAt: string;
  /** How many times one user sees it at most. */
  perUserCount: number;
  channel: Channel;
  /** Lowest app versions shown the promotion (x.y.z). */
  minIos: string;
  minAndroid: string;
}

export interface Promotion extends PromotionInput {
  id: number;
  status: PromotionStatus;
  /** Set when disabled: the promotion is terminated. */
  disabledAt: string | null;
  /** Set when deleted: the promotion leaves the list but keeps its history. */
  deletedAt: string | null;
  /** The users it reaches, as estimated when last confirmed. */
  audience: number;
  updatedBy: string;
  updatedAt: string;
  /** Who did what, newest last. */
  history: PromotionChange[];
}

export interface PromotionChange {
  at: string;
  by: string;
  action: 'create' | 'edit' | 'disable' | 'delete';
  reason: string;
}

/** What the check before confirming answers: the audience the promotion would reach. */
export interface AudienceEstimate {
  audience: number;
  ios: number;
  android: number;
}
