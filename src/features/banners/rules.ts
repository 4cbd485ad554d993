import { CONTENT_LANGUAGES } from '../../shared/components/lang-fields/content-languages';
import { hasCompleteLanguage } from '../../shared/components/lang-fields/lang-rules';
import { defineMachine } from '../../shared/components/status-tag/state-machine';
import { isHttpsLink } from '../../shared/links/https-link';
import type { Problem } from '../symptoms';
import type { BannerInput, BannerStatus } from './types';

export const BANNER_LIMITS = { titleMax: 40, linkMax: 500, weightMax: 9999 } as const;

export type BannerAction = 'edit' | 'takeDown' | 'delete';

/** Upcoming and showing banners can be edited; a showing one is taken down (ended now); only one not showing is deleted. */
export const bannerMachine = defineMachine<BannerStatus, BannerAction>({
  states: {
    upcoming: { label: 'modecontent:banners.status.upcoming', color: 'blue' },
    showing: { label: 'modecontent:banners.status.showing', color: 'green' },
    ended: { label: 'modecontent:banners.status.ended', color: 'default' },
  },
  transitions: {
    edit: { from: ['upcoming', 'showing'], to: 'upcoming' },
    takeDown: { from: ['showing'], to: 'ended' },
    delete: { from: ['upcoming', 'ended'], to: null },
  },
});

export function bannerStatus(window: { startAt: string; endAt: string }, now: number): BannerStatus {
  if (Date.parse(window.endAt) <= now) return 'ended';
  return Date.parse(window.startAt) <= now ? 'showing' : 'upcoming';
}

/** A banner: a title in some language, its image, an https link, and a window that ends after it starts and after now. */
export function bannerProblems(input: Partial<BannerInput>, now: number): Problem[] {
  const problems: Problem[] = [];
  if (!hasCompleteLanguage(input.texts, ['title'])) problems.push({ field: 'texts', code: 'bannerTitle' });
  else if (
    CONTENT_LANGUAGES.some((language) => (input.texts?.[language]?.title ?? '').trim().length > BANNER_LIMITS.titleMax)
  ) {
    problems.push({ field: 'texts', code: 'bannerTitleTooLong', params: { max: BANNER_LIMITS.titleMax } });
  }
  if (typeof input.image !== 'string' || !input.image) problems.push({ field: 'image', code: 'imageRequired' });
  const link = (input.link ?? '').trim();
  if (!link || link.length > BANNER_LIMITS.linkMax || !isHttpsLink(link))
    problems.push({ field: 'link', code: 'link' });
  const weight = input.weight;
  if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < 0 || weight > BANNER_LIMITS.weightMax) {
    problems.push({ field: 'weight', code: 'weight', params: { max: BANNER_LIMITS.weightMax } });
  }
  const start = Date.parse(input.startAt ?? '');
  const end = Date.parse(input.endAt ?? '');
  if (Number.isNaN(start) || Number.isNaN(end)) problems.push({ field: 'window', code: 'windowRequired' });
  else if (end <= start) problems.push({ field: 'window', code: 'endBeforeStart' });
  else if (end <= now) problems.push({ field: 'window', code: 'endPast' });
  return problems;
}

export interface Window {
  start: number;
  end: number;
}

/**
 * Whether adding `window` would put more than `capacity` banners in the slot at some moment. The most
 * banners at once inside the window is reached at its start or at one of the others' starts in it.
 */
export function slotFull(window: Window, others: readonly Window[], capacity: number): boolean {
  const overlapping = others.filter((other) => other.start < window.end && other.end > window.start);
  const moments = [window.start, ...overlapping.map((other) => other.start).filter((start) => start > window.start)];
  return moments.some(
    (moment) => overlapping.filter((other) => other.start <= moment && other.end > moment).length >= capacity,
  );
}
