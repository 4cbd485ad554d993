import type { TFunction } from 'i18next';
import { isRequestError } from '../../../shared/request/request-error';
import type { Refusal } from '../types';

/** A refusal in the admin's language: from a client check, or the one the server sent with its answer. */
export function refusalText(t: TFunction, refusal: Refusal): string {
  const values: Record<string, unknown> = { ...refusal };
  if ('language' in refusal) values.language = t(`tagging:nameLanguages.${refusal.language}`);
  return t(`tagging:refusals.${refusal.kind}`, values);
}

/** The refusal a failed call's answer names, if it names one. */
export function refusalIn(error: unknown): Refusal | undefined {
  return isRequestError(error) ? (error.body as { refusal?: Refusal } | undefined)?.refusal : undefined;
}

/** A failed call's text: the translated refusal when the server named one, else the server's message. */
export function failureText(t: TFunction, error: unknown): string {
  const refusal = refusalIn(error);
  if (refusal) return refusalText(t, refusal);
  return error instanceof Error ? error.message : t('kit:saveFailed');
}
