import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LOGIN_PATH } from '../lib/auth-redirect';
import { AccountLayout } from './layouts/account-layout';
import { AuthLayout } from './layouts/auth-layout';
import { EventLayout } from './layouts/event-layout';
import { OrganizerLayout } from './layouts/organizer-layout';
import { DefaultLayout } from './layouts/default-layout';
import { RootLayout } from './layouts/root-layout';
import { AcceptInvitationPage } from './routes/accept-invitation-page';
import { AccountPaymentPage } from './routes/account-payment-page';
import { AccountEventDefaultsPage } from './routes/account-event-defaults-page';
import { AccountSettingsPage } from './routes/account-settings-page';
import { AccountTaxesPage } from './routes/account-taxes-page';
import { AccountUsersPage } from './routes/account-users-page';
import { ConfirmEmailAddressPage } from './routes/confirm-email-address-page';
import { ConfirmEmailChangePage } from './routes/confirm-email-change-page';
import { EventComingSoonPage, type TEventComingSoonFeature } from './routes/event/event-coming-soon-page';
import { EventAffiliatesPage } from './routes/event/event-affiliates-page';
import { EventCapacityAssignmentsPage } from './routes/event/event-capacity-assignments-page';
import { EventDashboardPage } from './routes/event/event-dashboard-page';
import { EventGettingStartedPage } from './routes/event/event-getting-started-page';
import { EventQuestionsPage } from './routes/event/event-questions-page';
import { EventProductsPage } from './routes/event/event-products-page';
import { EventPromoCodesPage } from './routes/event/event-promo-codes-page';
import { EventSettingsPage } from './routes/event/event-settings-page';
import { EventsPage } from './routes/events-page';
import { ForgotPasswordPage } from './routes/forgot-password-page';
import { createGuestOnlyLoader } from './routes/guest-only';
import { LoginPage } from './routes/login-page';
import { NotFoundPage } from './routes/not-found-page';
import {
  OrganizerHomepageDesignerPage,
  OrganizerReportsPage,
  OrganizerWebhooksPage,
} from './routes/organizer/organizer-coming-soon-pages';
import { OrganizerDashboardPage } from './routes/organizer/organizer-dashboard-page';
import { OrganizerEventsPage } from './routes/organizer/organizer-events-page';
import { OrganizerSettingsPage } from './routes/organizer/organizer-settings-page';
import { PageLoader } from './routes/page-loader';
import { ProfilePage } from './routes/profile-page';
import { RegisterPage } from './routes/register-page';
import { ResetPasswordPage } from './routes/reset-password-page';
import { createRootRedirectLoader, SIGNED_IN_HOME_PATH } from './routes/root-redirect';
import { RouteErrorPage } from './routes/route-error-page';
import { WelcomePage } from './routes/welcome-page';

const ACCOUNT_SETTINGS_PATH = '/account/settings';

/** Event-area screens that later issues fill; each shows what it will do (spec §2 lists them all). */
const EVENT_COMING_SOON: TEventComingSoonFeature[] = [
  'reports',
  'attendees',
  'orders',
  'check-in',
  'messages',
  'widget',
  'homepage-designer',
  'ticket-designer',
  'webhooks',
];

function organizerRoutes(): RouteObject[] {
  return [
    { index: true, element: <OrganizerDashboardPage /> },
    { path: 'dashboard', element: <OrganizerDashboardPage /> },
    { path: 'events/:eventsState?', element: <OrganizerEventsPage /> },
    { path: 'settings', element: <OrganizerSettingsPage /> },
    { path: 'reports', element: <OrganizerReportsPage /> },
    { path: 'organizer-homepage-designer', element: <OrganizerHomepageDesignerPage /> },
    { path: 'webhooks', element: <OrganizerWebhooksPage /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}

function eventRoutes(): RouteObject[] {
  return [
    { index: true, element: <EventDashboardPage /> },
    { path: 'dashboard', element: <EventDashboardPage /> },
    { path: 'getting-started', element: <EventGettingStartedPage /> },
    { path: 'settings', element: <EventSettingsPage /> },
    { path: 'products', element: <EventProductsPage /> },
    { path: 'capacity-assignments', element: <EventCapacityAssignmentsPage /> },
    { path: 'promo-codes', element: <EventPromoCodesPage /> },
    { path: 'affiliates', element: <EventAffiliatesPage /> },
    { path: 'questions', element: <EventQuestionsPage /> },
    { path: 'report/:reportType', element: <EventComingSoonPage feature="reports" /> },
    ...EVENT_COMING_SOON.map((feature) => ({ path: feature, element: <EventComingSoonPage feature={feature} /> })),
    { path: '*', element: <NotFoundPage /> },
  ];
}

/**
 * The buyer's pages (issue 6): their own frame and lazily loaded, so buyers never download back-office code
 * and the back office never downloads theirs.
 */
function publicRoutes(queryClient: QueryClient): RouteObject[] {
  const eventPage = async () => {
    const page = await import('./routes/public/event-page');
    return { Component: page.Component, loader: page.createLoader(queryClient) };
  };
  return [
    {
      lazy: async () => ({ Component: (await import('./routes/public/public-layout')).Component }),
      children: [
        { path: 'event/:eventId/:eventSlug?', lazy: eventPage },
        { path: 'e/:eventId/:eventSlug?', lazy: eventPage },
        {
          path: 'checkout/:eventId/:orderShortId/details',
          lazy: async () => ({ Component: (await import('./routes/public/checkout-details-page')).Component }),
        },
        {
          path: 'checkout/:eventId/:orderShortId/payment',
          lazy: async () => ({ Component: (await import('./routes/public/checkout-payment-page')).Component }),
        },
        {
          path: 'checkout/:eventId/:orderShortId/payment_return',
          lazy: async () => ({ Component: (await import('./routes/public/checkout-payment-return-page')).Component }),
        },
        {
          path: 'checkout/:eventId/:orderShortId/summary',
          lazy: async () => ({ Component: (await import('./routes/public/checkout-summary-page')).Component }),
        },
        {
          path: 'product/:eventId/:attendeeShortId',
          lazy: async () => ({ Component: (await import('./routes/public/ticket-page')).Component }),
        },
        {
          path: 'product/:eventId/:attendeeShortId/print',
          lazy: async () => ({ Component: (await import('./routes/public/ticket-page')).PrintComponent }),
        },
        {
          path: 'order/:eventId/:orderShortId/print',
          lazy: async () => ({ Component: (await import('./routes/public/order-print-page')).Component }),
        },
      ],
    },
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
        // The organizer and event areas have their own frame (AppLayout with a sidebar).
        { path: 'manage/organizer', element: <OrganizerLayout /> },
        { path: 'manage/organizer/:organizerId', element: <OrganizerLayout />, children: organizerRoutes() },
        { path: 'manage/event/:eventId', element: <EventLayout />, children: eventRoutes() },
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
                { path: 'taxes-and-fees', element: <AccountTaxesPage /> },
                { path: 'event-defaults', element: <AccountEventDefaultsPage /> },
                { path: 'payment', element: <AccountPaymentPage /> },
                { path: 'users', element: <AccountUsersPage /> },
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
