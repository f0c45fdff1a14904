import { t } from '@lingui/core/macro';
import { isApiError } from '../../../lib/api-error';

/**
 * The sentence to show above a sign-in form for errors that concern the whole form rather than one
 * field; null when the error belongs on the fields (422) and the shared form-errors helper should place it.
 */
export function signInErrorMessage(error: unknown): string | null {
  if (!isApiError(error)) return t`Something unexpected happened. Please try again.`;
  switch (error.status) {
    case 401:
      return t`That email and password don't match. Check them and try again.`;
    case 403:
      return t`Your user has been deactivated. Ask an administrator of your account to reactivate it.`;
    case 422:
      return Object.keys(error.fieldErrors).length > 0 ? null : error.message;
    default:
      // 429 explains how long to wait; network and server failures carry our own localized message.
      return error.message;
  }
}
