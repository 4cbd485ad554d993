import type { TFunction } from 'i18next';
import { failureTextWith, refusalIn as refusalOfAnswer } from '../../../shared/request/refusal';
import type { Refusal } from '../types';

/** A refusal in the admin's language: from a client check, or the one the server sent with its answer. */
export function refusalText(t: TFunction, refusal: Refusal): string {
  const values: Record<string, unknown> = { ...refusal };
  if ('language' in refusal) values.language = t(`tagging:nameLanguages.${refusal.language}`);
  return t(`tagging:refusals.${refusal.kind}`, values);
}

/** The refusal a failed call's answer names, if it names one. */
export const refusalIn = (error: unknown) => refusalOfAnswer<Refusal>(error);

/** A failed call's text: the translated refusal when the server named one, else the server's message. */
export const failureText = (t: TFunction, error: unknown) => failureTextWith(refusalText, t, error);
