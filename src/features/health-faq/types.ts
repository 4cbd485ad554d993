import type { LangTexts } from '../../shared/components/lang-fields/content-languages';
import type { Mode } from '../symptoms';

export type FaqStatus = 'listed' | 'delisted';
export type FaqTexts = LangTexts<'question' | 'answer'>;

/** A health question and its answer, per content language, shown in one mode's FAQ when listed. */
export interface Faq {
  id: number;
  mode: Mode;
  texts: FaqTexts;
  /** Higher shows first. */
  weight: number;
  status: FaqStatus;
  updatedBy: string;
  updatedAt: string;
}

export interface FaqInput {
  mode: Mode;
  texts: FaqTexts;
  weight: number;
}
