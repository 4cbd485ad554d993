import type { LangTexts } from '../../shared/components/lang-fields/content-languages';

/** The four kinds of reward the medal-manage screens configure, one screen each. */
export const MEDAL_KINDS = ['medal', 'headFrame', 'easterEgg', 'mallItem'] as const;
export type MedalKind = (typeof MEDAL_KINDS)[number];

export const MEDAL_SCREENS: Record<MedalKind, string> = {
  medal: '/medal-manage/medal-config',
  headFrame: '/medal-manage/head-frame-config',
  easterEgg: '/medal-manage/easter-eggs-config',
  mallItem: '/medal-manage/mall-config',
};

/**
 * What each kind needs: its image's exact size in the app (a medal badge, an avatar frame drawn around
 * the avatar, an easter egg's full-width card, a mall item's tile), whether a condition is required
 * (a medal and an easter egg are earned by one; a frame and a mall item may have one as a requirement),
 * and its own numbers.
 */
export const KIND_RULES = {
  medal: { width: 240, height: 240, maxBytes: 1024 * 1024, conditionRequired: true },
  headFrame: { width: 360, height: 360, maxBytes: 1024 * 1024, conditionRequired: false },
  easterEgg: { width: 750, height: 750, maxBytes: 2 * 1024 * 1024, conditionRequired: true },
  mallItem: { width: 400, height: 400, maxBytes: 1024 * 1024, conditionRequired: false },
} as const satisfies Record<MedalKind, { width: number; height: number; maxBytes: number; conditionRequired: boolean }>;

export type MedalStatus = 'listed' | 'delisted';
export type MedalTexts = LangTexts<'name' | 'description'>;

export interface MedalItem {
  id: number;
  kind: MedalKind;
  names: MedalTexts;
  image: string;
  /** The task condition's name (task-system/task-conditions), or null where the kind allows none. */
  condition: string | null;
  status: MedalStatus;
  /** Avatar frame: days it is worn once obtained; 0 is for good. */
  validDays: number | null;
  /** Easter egg: points rewarded when found; mall item: its price in points. */
  points: number | null;
  /** Mall item: how many are left, and how many one user may redeem. */
  stock: number | null;
  perUserLimit: number | null;
  updatedBy: string;
  updatedAt: string;
}

export interface MedalItemInput {
  names: MedalTexts;
  image: string;
  condition: string | null;
  validDays: number | null;
  points: number | null;
  stock: number | null;
  perUserLimit: number | null;
}
