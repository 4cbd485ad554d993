import { useMediaQuery } from './use-media-query';

/** Whether the user asked the system for less motion (WCAG 2.3.3); follows the setting live. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
