import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSupportChat } from '../../features/support-chat';
import { useCurrentUser, useApplyUserLocale } from '../../features/users';
import { isSignedInAreaPath } from '../../lib/app-areas';
import { useConfig } from '../../lib/config-context';

/** Wraps every page: app-wide effects that depend on where the user is and who they are. */
export function RootLayout() {
  const { pathname } = useLocation();
  const config = useConfig();
  // Signed-in areas need the user (and a 401 there sends them to login); elsewhere only read the cache.
  const { data: user } = useCurrentUser({ enabled: isSignedInAreaPath(pathname) });
  useApplyUserLocale(user?.locale);
  useSupportChat({ pathname, config, role: user?.role });
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
