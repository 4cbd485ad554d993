import type { LangTexts } from '../../shared/components/lang-fields/content-languages';

import { APP_MODES, type AppMode } from '../../shared/types/app-mode';

export const MODES = APP_MODES;
export type Mode = AppMode;

export type SymptomNames = LangTexts<'name'>;

/** A symptom the app offers for logging in one mode, named in each content language. */
export interface Symptom {
  id: number;
  mode: Mode;
  names: SymptomNames;
  /** Higher shows first in the app. */
  weight: number;
  enabled: boolean;
  updatedBy: string;
  updatedAt: string;
}

export interface SymptomInput {
  mode: Mode;
  names: SymptomNames;
  weight: number;
}
