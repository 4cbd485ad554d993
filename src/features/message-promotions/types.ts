import type { LangTexts } from '../../shared/components/lang-fields/content-languages';

/**
 * Stored: draft, scheduled (confirmed) or cancelled; derived: a scheduled promotion whose time has come
 * is sent, a draft whose time has come was never sent.
 */
export const PROMOTION_STATUSES = ['draft', 'toBeSent', 'sent', 'notSent', 'cancelled'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export type StoredPromotionStatus = 'draft' | 'scheduled' | 'cancelled';
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
  history: PromotionChange[];
}

/** A confirmation or a cancellation, with who gave it and why. */
export interface PromotionChange {
  at: string;
  by: string;
  action: 'confirm' | 'cancel';
  reason: string;
  /** The target users it was confirmed for. */
  audience: number;
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
