import { t } from '../../../shared/i18n/i18n';
import { isRequestError } from '../../../shared/request/request-error';

/** A failed sign-in in words the operator understands, in the interface language. */
export function loginErrorText(error: unknown): string {
  if (isRequestError(error)) {
    if (error.code === 400) return t('login:errors.wrongCredentials');
    if (error.code === 403) return t('login:errors.disabled');
    return error.message;
  }
  return error instanceof Error && error.message ? error.message : t('errors:generic');
}

/** A refused chat-app sign-in: the server did not take the code for this state (used, expired or forged). */
export function chatAppErrorText(error: unknown): string {
  return isRequestError(error) && error.code === 400 ? t('login:errors.chatAppState') : loginErrorText(error);
}
