import type { TFunction } from 'i18next';
import { isRequestError } from '../../../shared/request/request-error';
import type { Refusal } from '../rules';

/** A refusal in the admin's language: the rule's own (client check) or the one the server sent with its answer. */
export function refusalText(t: TFunction, refusal: Refusal): string {
  switch (refusal.kind) {
    case 'claimedByOther':
      return t('review:refusals.claimedByOther', { by: refusal.by });
    case 'notAllowed':
      return t('review:refusals.notAllowed', { action: t(`review:actions.${refusal.action}`) });
    default:
      return t(`review:refusals.${refusal.kind}`);
  }
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
