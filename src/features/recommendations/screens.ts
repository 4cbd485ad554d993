import type { Mode, Surface } from './types';

/** The screen (menu uri) of each surface and mode: reading needs it, each write its `:action` entry. */
const RECOMMENDATION_SCREENS = {
  insights: {
    period: '/insights-article/period-mode',
    prePregnancy: '/insights-article/pre-pregnancy-mode',
    pregnancy: '/insights-article/pregnancy-mode',
  },
  tools: {
    period: '/content-recommend/menstruation',
    prePregnancy: '/content-recommend/prepare-pregnant',
    pregnancy: '/content-recommend/pregnancy',
  },
  explore: '/content-recommend/explore',
} as const;

/** The screen showing a surface in a mode, or null for a pair that does not exist. */
export function screenOf(surface: unknown, mode: unknown): string | null {
  if (surface === 'explore')
    return mode === null || mode === undefined || mode === '' ? RECOMMENDATION_SCREENS.explore : null;
  if (surface !== 'insights' && surface !== 'tools') return null;
  const screens: Record<string, string> = RECOMMENDATION_SCREENS[surface as Exclude<Surface, 'explore'>];
  return typeof mode === 'string' && Object.hasOwn(screens, mode) ? screens[mode as Mode] : null;
}

export const ALL_RECOMMENDATION_SCREENS: string[] = [
  ...Object.values(RECOMMENDATION_SCREENS.insights),
  ...Object.values(RECOMMENDATION_SCREENS.tools),
  RECOMMENDATION_SCREENS.explore,
];
