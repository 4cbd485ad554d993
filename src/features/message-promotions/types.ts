import type { LangTexts } from '../../shared/components/lang-fields/content-languages';

/** Stored: scheduled or cancelled; a scheduled promotion whose time has come is sent (derived). */
export type PromotionStatus = 'toBeSent' | 'sent' | 'cancelled';
export type PromotionTexts = LangTexts<'title' | 'content'>;

/**
 * A message promotion: an in-app message (title and content per content language, an optional link)
 * sent at a set time to a list of target users, imported from Excel.
 */
export interface MessagePromotion {
  id: number;
  texts: PromotionTexts;
  link: string | null;
  sendAt: string;
  status: PromotionStatus;
  targetCount: number;
  createdBy: string;
  updatedBy: string;
  updatedAt: string;
}

export interface PromotionInput {
  texts: PromotionTexts;
  link?: string | null;
  sendAt: string;
}

/** Why the server did not add an imported login (by the row's position in the import). */
export type TargetRefusalCode = 'unknown' | 'already' | 'repeated' | 'format' | 'full';

export interface TargetImportResult {
  added: number;
  total: number;
  refused: Array<{ index: number; code: TargetRefusalCode }>;
}
