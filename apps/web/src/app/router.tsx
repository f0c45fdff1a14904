import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LOGIN_PATH } from '../lib/auth-redirect';
import { AccountLayout } from './layouts/account-layout';
import { AuthLayout } from './layouts/auth-layout';
import { DefaultLayout } from './layouts/default-layout';
import { RootLayout } from './layouts/root-layout';
import { AcceptInvitationPage } from './routes/accept-invitation-page';
import { AccountSettingsPage } from './routes/account-settings-page';
import { AccountUsersPage } from './routes/account-users-page';
import { ConfirmEmailAddressPage } from './routes/confirm-email-address-page';
import { ConfirmEmailChangePage } from './routes/confirm-email-change-page';
import { EventsPage } from './routes/events-page';
import { ForgotPasswordPage } from './routes/forgot-password-page';
import { createGuestOnlyLoader } from './routes/guest-only';
import { LoginPage } from './routes/login-page';
import { NotFoundPage } from './routes/not-found-page';
import { PageLoader } from './routes/page-loader';
import { ProfilePage } from './routes/profile-page';
import { RegisterPage } from './routes/register-page';
import { ResetPasswordPage } from './routes/reset-password-page';
import { createRootRedirectLoader, SIGNED_IN_HOME_PATH } from './routes/root-redirect';
import { RouteErrorPage } from './routes/route-error-page';
import { WelcomePage } from './routes/welcome-page';

const ACCOUNT_SETTINGS_PATH = '/account/settings';

export function createRoutes({ queryClient }: { queryClient: QueryClient }): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        // The loader always redirects; the element only shows if it is ever slow to decide.
        { index: true, loader: createRootRedirectLoader(queryClient), element: <PageLoader /> },
        {
          path: 'auth',
          element: <AuthLayout />,
          children: [
            { index: true, loader: () => redirect(LOGIN_PATH) },
            {
              // Signed-in visitors have no business here: they go to their events.
              loader: createGuestOnlyLoader(queryClient),
              children: [
                { path: 'login', element: <LoginPage /> },
                { path: 'register', element: <RegisterPage /> },
                { path: 'forgot-password', element: <ForgotPasswordPage /> },
              ],
            },
            // Emailed links work whoever is signed in on this browser (docs/decisions/020-identity-screens.md).
            { path: 'reset-password/:token', element: <ResetPasswordPage /> },
            { path: 'accept-invitation/:token', element: <AcceptInvitationPage /> },
          ],
        },
        {
          element: <DefaultLayout />,
          children: [
            { path: 'welcome', element: <WelcomePage /> },
            {
              path: 'manage',
              children: [
                { index: true, loader: () => redirect(SIGNED_IN_HOME_PATH) },
                { path: 'events/:eventsState?', element: <EventsPage /> },
                { path: 'profile', element: <ProfilePage /> },
                { path: 'profile/confirm-email-change/:token', element: <ConfirmEmailChangePage /> },
                { path: 'profile/confirm-email-address/:token', element: <ConfirmEmailAddressPage /> },
                // Spec §2: the same screen as /account (/manage/account/users opens the team, too).
                {
                  path: 'account/*',
                  loader: ({ params }) => redirect(params['*'] === 'users' ? '/account/users' : ACCOUNT_SETTINGS_PATH),
                },
              ],
            },
            {
              path: 'account',
              element: <AccountLayout />,
              children: [
                { index: true, loader: () => redirect(ACCOUNT_SETTINGS_PATH) },
                { path: 'settings', element: <AccountSettingsPage /> },
                { path: 'users', element: <AccountUsersPage /> },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter({ queryClient }: { queryClient: QueryClient }) {
  return createBrowserRouter(createRoutes({ queryClient }));
}
