import type { LangTexts } from '../../shared/components/lang-fields/content-languages';

/** Camera effects: stickers (drawn over the face) and styles (filters and make-up looks). */
export const BEAUTY_KINDS = ['sticker', 'style'] as const;
export type BeautyKind = (typeof BEAUTY_KINDS)[number];
export const BEAUTY_SCREENS: Record<BeautyKind, string> = {
  sticker: '/beauty-manage/beauty-sticker',
  style: '/beauty-manage/beauty-style',
};

export const BEAUTY_STATUSES = ['listed', 'delisted'] as const;
export type BeautyStatus = (typeof BEAUTY_STATUSES)[number];

/** The icon the camera's effect tray shows: a square of exactly this size. */
export const ICON_SIZE = { width: 200, height: 200 } as const;

/** The effect itself: a transparent image, or an effect package (.zip) for the camera's effect engine. */
export const ASSET_TYPES = ['image', 'package'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export interface BeautyAsset {
  type: AssetType;
  url: string;
  name: string;
  size: number;
}

export type BeautyNames = LangTexts<'name'>;

export interface BeautyInput {
  names: BeautyNames;
  icon: string;
  asset: BeautyAsset | null;
}

export interface BeautyItem extends BeautyInput {
  id: number;
  kind: BeautyKind;
  status: BeautyStatus;
  /** Higher shows first in the camera's tray. */
  weight: number;
  updatedBy: string;
  updatedAt: string;
}

/** A stored effect package, as its upload answers. */
export interface StoredPackage {
  url: string;
  name: string;
  size: number;
}
