/** The app's three modes (spec: menstrual period, preparing for pregnancy, pregnancy), as the API names them. */
export const APP_MODES = ['period', 'prePregnancy', 'pregnancy'] as const;
export type AppMode = (typeof APP_MODES)[number];

/** Whether a value is one of the app's modes. */
export const isMode = (value: unknown): boolean => (APP_MODES as readonly unknown[]).includes(value);
