import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LOGIN_PATH } from '../lib/auth-redirect';
import { RootLayout } from './layouts/root-layout';
import { createGuestOnlyLoader } from './routes/guest-only';
import { NotFoundPage } from './routes/not-found-page';
import { PageLoader } from './routes/page-loader';
import { publicRoutes } from './public-routes';
import { createRootRedirectLoader, SIGNED_IN_HOME_PATH } from './routes/root-redirect';
import { screen } from './routes/lazy-screen';
import { RouteErrorPage } from './routes/route-error-page';

const ACCOUNT_SETTINGS_PATH = '/account/settings';

function organizerRoutes(): RouteObject[] {
  return [
    {
      index: true,
      lazy: screen(() => import('./routes/organizer/organizer-dashboard-page'), 'OrganizerDashboardPage'),
    },
    {
      path: 'dashboard',
      lazy: screen(() => import('./routes/organizer/organizer-dashboard-page'), 'OrganizerDashboardPage'),
    },
    {
      path: 'events/:eventsState?',
      lazy: screen(() => import('./routes/organizer/organizer-events-page'), 'OrganizerEventsPage'),
    },
    {
      path: 'orders',
      lazy: screen(() => import('./routes/organizer/organizer-orders-page'), 'OrganizerOrdersPage'),
    },
    {
      path: 'settings',
      lazy: screen(() => import('./routes/organizer/organizer-settings-page'), 'OrganizerSettingsPage'),
    },
    {
      path: 'reports',
      lazy: screen(() => import('./routes/organizer/organizer-reports-page'), 'OrganizerReportsPage'),
    },
    {
      path: 'organizer-homepage-designer',
      lazy: screen(
        () => import('./routes/organizer/organizer-homepage-designer-page'),
        'OrganizerHomepageDesignerPage',
      ),
    },
    {
      path: 'webhooks',
      lazy: screen(() => import('./routes/organizer/organizer-webhooks-page'), 'OrganizerWebhooksPage'),
    },
    {
      path: 'webhooks/:webhookId/deliveries',
      lazy: screen(() => import('./routes/organizer/organizer-webhooks-page'), 'OrganizerWebhookDeliveriesPage'),
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

function eventRoutes(): RouteObject[] {
  return [
    { index: true, lazy: screen(() => import('./routes/event/event-dashboard-page'), 'EventDashboardPage') },
    { path: 'dashboard', lazy: screen(() => import('./routes/event/event-dashboard-page'), 'EventDashboardPage') },
    {
      path: 'getting-started',
      lazy: screen(() => import('./routes/event/event-getting-started-page'), 'EventGettingStartedPage'),
    },
    { path: 'settings', lazy: screen(() => import('./routes/event/event-settings-page'), 'EventSettingsPage') },
    { path: 'products', lazy: screen(() => import('./routes/event/event-products-page'), 'EventProductsPage') },
    {
      path: 'capacity-assignments',
      lazy: screen(() => import('./routes/event/event-capacity-assignments-page'), 'EventCapacityAssignmentsPage'),
    },
    { path: 'orders', lazy: screen(() => import('./routes/event/event-orders-page'), 'EventOrdersPage') },
    {
      path: 'attendees',
      lazy: screen(() => import('./routes/event/event-attendees-page'), 'EventAttendeesPage'),
    },
    { path: 'promo-codes', lazy: screen(() => import('./routes/event/event-promo-codes-page'), 'EventPromoCodesPage') },
    { path: 'affiliates', lazy: screen(() => import('./routes/event/event-affiliates-page'), 'EventAffiliatesPage') },
    { path: 'questions', lazy: screen(() => import('./routes/event/event-questions-page'), 'EventQuestionsPage') },
    {
      path: 'check-in',
      lazy: screen(() => import('./routes/event/event-check-in-lists-page'), 'EventCheckInListsPage'),
    },
    { path: 'messages', lazy: screen(() => import('./routes/event/event-messages-page'), 'EventMessagesPage') },
    { path: 'waitlist', lazy: screen(() => import('./routes/event/event-waitlist-page'), 'EventWaitlistPage') },
    { path: 'webhooks', lazy: screen(() => import('./routes/event/event-webhooks-page'), 'EventWebhooksPage') },
    {
      path: 'webhooks/:webhookId/deliveries',
      lazy: screen(() => import('./routes/event/event-webhooks-page'), 'EventWebhookDeliveriesPage'),
    },
    { path: 'widget', lazy: screen(() => import('./routes/event/event-widget-page'), 'EventWidgetPage') },
    {
      path: 'ticket-designer',
      lazy: screen(() => import('./routes/event/event-ticket-designer-page'), 'EventTicketDesignerPage'),
    },
    { path: 'reports', lazy: screen(() => import('./routes/event/event-reports-page'), 'EventReportsPage') },
    {
      path: 'report/:reportType',
      lazy: screen(() => import('./routes/event/event-reports-page'), 'EventReportPage'),
    },
    {
      path: 'homepage-designer',
      lazy: screen(() => import('./routes/event/event-homepage-designer-page'), 'EventHomepageDesignerPage'),
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

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
          lazy: screen(() => import('./layouts/auth-layout'), 'AuthLayout'),
          children: [
            { index: true, loader: () => redirect(LOGIN_PATH) },
            {
              // Signed-in visitors have no business here: they go to their events.
              loader: createGuestOnlyLoader(queryClient),
              children: [
                { path: 'login', lazy: screen(() => import('./routes/login-page'), 'LoginPage') },
                { path: 'register', lazy: screen(() => import('./routes/register-page'), 'RegisterPage') },
                {
                  path: 'forgot-password',
                  lazy: screen(() => import('./routes/forgot-password-page'), 'ForgotPasswordPage'),
                },
              ],
            },
            // Emailed links work whoever is signed in on this browser (docs/decisions/020-identity-screens.md).
            {
              path: 'reset-password/:token',
              lazy: screen(() => import('./routes/reset-password-page'), 'ResetPasswordPage'),
            },
            {
              path: 'accept-invitation/:token',
              lazy: screen(() => import('./routes/accept-invitation-page'), 'AcceptInvitationPage'),
            },
          ],
        },
        // The organizer and event areas have their own frame (AppLayout with a sidebar).
        { path: 'manage/organizer', lazy: screen(() => import('./layouts/organizer-layout'), 'OrganizerLayout') },
        {
          path: 'manage/organizer/:organizerId',
          lazy: screen(() => import('./layouts/organizer-layout'), 'OrganizerLayout'),
          children: organizerRoutes(),
        },
        {
          path: 'manage/event/:eventId',
          lazy: screen(() => import('./layouts/event-layout'), 'EventLayout'),
          children: eventRoutes(),
        },
        // The designer's sample ticket prints alone, without the event's frame (reference-screens §2.11).
        {
          path: 'manage/event/:eventId/ticket-designer/print',
          lazy: screen(() => import('./routes/event/event-ticket-designer-print-page'), 'EventTicketDesignerPrintPage'),
        },
        {
          lazy: screen(() => import('./layouts/default-layout'), 'DefaultLayout'),
          children: [
            { path: 'welcome', lazy: screen(() => import('./routes/welcome-page'), 'WelcomePage') },
            {
              path: 'manage',
              children: [
                { index: true, loader: () => redirect(SIGNED_IN_HOME_PATH) },
                { path: 'events/:eventsState?', lazy: screen(() => import('./routes/events-page'), 'EventsPage') },
                { path: 'profile', lazy: screen(() => import('./routes/profile-page'), 'ProfilePage') },
                {
                  path: 'profile/confirm-email-change/:token',
                  lazy: screen(() => import('./routes/confirm-email-change-page'), 'ConfirmEmailChangePage'),
                },
                {
                  path: 'profile/confirm-email-address/:token',
                  lazy: screen(() => import('./routes/confirm-email-address-page'), 'ConfirmEmailAddressPage'),
                },
                // Spec §2: the same screen as /account (/manage/account/users opens the team, too).
                {
                  path: 'account/*',
                  loader: ({ params }) => redirect(params['*'] === 'users' ? '/account/users' : ACCOUNT_SETTINGS_PATH),
                },
              ],
            },
            {
              path: 'account',
              lazy: screen(() => import('./layouts/account-layout'), 'AccountLayout'),
              children: [
                { index: true, loader: () => redirect(ACCOUNT_SETTINGS_PATH) },
                {
                  path: 'settings',
                  lazy: screen(() => import('./routes/account-settings-page'), 'AccountSettingsPage'),
                },
                {
                  path: 'taxes-and-fees',
                  lazy: screen(() => import('./routes/account-taxes-page'), 'AccountTaxesPage'),
                },
                {
                  path: 'event-defaults',
                  lazy: screen(() => import('./routes/account-event-defaults-page'), 'AccountEventDefaultsPage'),
                },
                { path: 'payment', lazy: screen(() => import('./routes/account-payment-page'), 'AccountPaymentPage') },
                { path: 'users', lazy: screen(() => import('./routes/account-users-page'), 'AccountUsersPage') },
                {
                  path: 'api-keys',
                  lazy: screen(() => import('./routes/account-api-keys-page'), 'AccountApiKeysPage'),
                },
              ],
            },
          ],
        },
        ...publicRoutes(queryClient),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter({ queryClient }: { queryClient: QueryClient }) {
  return createBrowserRouter(createRoutes({ queryClient }));
}
