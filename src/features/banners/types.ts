import type { LangTexts } from '../../shared/components/lang-fields/content-languages';

/**
 * The banner slots: where in the app a banner shows, the exact image size it needs and how many banners
 * it carries at once (the app rotates them).
 */
export const BANNER_SLOTS = {
  creatorCenter: { width: 690, height: 240, capacity: 3 },
  newsRelease: { width: 750, height: 300, capacity: 5 },
} as const;
export type BannerSlot = keyof typeof BANNER_SLOTS;
export const SLOT_SCREENS: Record<BannerSlot, string> = {
  creatorCenter: '/content-recommend/creator-center-banner',
  newsRelease: '/content-recommend/news-release-banner',
};

export type BannerStatus = 'upcoming' | 'showing' | 'ended';
export type BannerTexts = LangTexts<'title'>;

export interface Banner {
  id: number;
  slot: BannerSlot;
  texts: BannerTexts;
  image: string;
  link: string;
  startAt: string;
  endAt: string;
  /** Higher shows first among the banners showing at once. */
  weight: number;
  status: BannerStatus;
  updatedBy: string;
  updatedAt: string;
}

export interface BannerInput {
  texts: BannerTexts;
  image: string;
  link: string;
  startAt: string;
  endAt: string;
  weight: number;
}
