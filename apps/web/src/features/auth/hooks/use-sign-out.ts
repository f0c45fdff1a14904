import { t } from '@lingui/core/macro';
import { PREVIOUS_URL_STORAGE_KEY } from '@marquee/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { LOGIN_PATH } from '../../../lib/auth-redirect';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLogoutMutation } from '../api/logout';

/**
 * Signs out, then leaves for the login page and forgets everything cached for this user. The cache is
 * cleared only once the signed-in pages are gone, so none of them refetches (and trips the 401 redirect).
 */
export function useSignOut() {
  const logout = useLogoutMutation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function signOut() {
    try {
      await logout.mutateAsync();
    } catch (error) {
      // Already signed out (401) is fine; anything else means the session may still be alive.
      if (!isApiError(error) || error.status !== 401) {
        notifyError(t`We couldn't sign you out. Check your connection and try again.`);
        return;
      }
    }
    try {
      localStorage.removeItem(PREVIOUS_URL_STORAGE_KEY);
    } catch {
      // Blocked storage holds nothing to forget.
    }
    await navigate(LOGIN_PATH, { replace: true });
    queryClient.clear();
    notifySuccess(t`You've been signed out.`);
  }

  return { signOut, isPending: logout.isPending };
}
