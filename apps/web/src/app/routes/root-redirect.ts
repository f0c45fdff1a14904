import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentUserQueryOptions } from '../../features/users';
import { LOGIN_PATH } from '../../lib/auth-redirect';

export const SIGNED_IN_HOME_PATH = '/manage/events';

/** Spec §2: `/` goes to the events list when the current-user call succeeds, else to login (query kept). */
export function createRootRedirectLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    try {
      // This loader decides where to go itself, so the global 401 redirect stays out of it.
      await queryClient.fetchQuery({ ...currentUserQueryOptions(), meta: { isAuthRedirectDisabled: true } });
      return redirect(SIGNED_IN_HOME_PATH);
    } catch {
      return redirect(`${LOGIN_PATH}${new URL(request.url).search}`);
    }
  };
}
