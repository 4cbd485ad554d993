import type { TFunction } from 'i18next';
import { failureTextWith, refusalIn as refusalOfAnswer } from '../../../shared/request/refusal';
import type { Refusal } from '../rules';

/** A refusal in the admin's language: the rule's own (client check) or the one the server sent with its answer. */
export function refusalText(t: TFunction, refusal: Refusal): string {
  switch (refusal.kind) {
    case 'claimedByOther':
      return t('review:refusals.claimedByOther', { by: refusal.by });
    case 'notAllowed':
      return t('review:refusals.notAllowed', { action: t(`review:actions.${refusal.action}`) });
    case 'noteTooLong':
      return t('review:refusals.noteTooLong', { max: refusal.max });
    default:
      return t(`review:refusals.${refusal.kind}`);
  }
}

/** The refusal a failed call's answer names, if it names one. */
export const refusalIn = (error: unknown) => refusalOfAnswer<Refusal>(error);

/** A failed call's text: the translated refusal when the server named one, else the server's message. */
export const failureText = (t: TFunction, error: unknown) => failureTextWith(refusalText, t, error);
