/** The app's three modes (spec: menstrual period, preparing for pregnancy, pregnancy), as the API names them. */
export const APP_MODES = ['period', 'prePregnancy', 'pregnancy'] as const;
export type AppMode = (typeof APP_MODES)[number];
