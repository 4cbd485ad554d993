import type { TFunction } from 'i18next';
import { isRequestError } from './request-error';

/** The refusal a failed call's answer names, if it names one (each domain types its own refusals). */
export function refusalIn<Refusal>(error: unknown): Refusal | undefined {
  return isRequestError(error) ? (error.body as { refusal?: Refusal } | undefined)?.refusal : undefined;
}

/**
 * A failed call's text: the refusal the server named, in the admin's language by the domain's `refusalText`,
 * else the server's message.
 */
export function failureTextWith<Refusal>(
  refusalText: (t: TFunction, refusal: Refusal) => string,
  t: TFunction,
  error: unknown,
): string {
  const refusal = refusalIn<Refusal>(error);
  if (refusal) return refusalText(t, refusal);
  return error instanceof Error ? error.message : t('kit:saveFailed');
}
