import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentUserQueryKey, fetchCurrentUser, setCurrentUser } from '../../features/users';
import { isApiError } from '../../lib/api-error';
import { SIGNED_IN_HOME_PATH } from './root-redirect';

/**
 * Reference §1: sign-in, registration and forgotten-password pages send a signed-in visitor to their
 * events. The check bypasses the query cache on purpose: refetching the cached user while a signed-in
 * page is still mounted would hand its 401 to the cache's login redirect again, and loop.
 */
export function createGuestOnlyLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    // The app has just learned the visitor is signed out (that is why they are here): no need to ask.
    const state = queryClient.getQueryState(currentUserQueryKey);
    if (state?.status === 'error' && isApiError(state.error) && state.error.isAuthError) return null;
    try {
      setCurrentUser(queryClient, await fetchCurrentUser(request.signal));
    } catch {
      return null;
    }
    return redirect(SIGNED_IN_HOME_PATH);
  };
}
