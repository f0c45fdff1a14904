import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { LOGIN_PATH } from '../lib/auth-redirect';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { LoginPage } from './routes/login-page';
import { NotFoundPage } from './routes/not-found-page';
import { PageLoader } from './routes/page-loader';
import { createRootRedirectLoader } from './routes/root-redirect';
import { RouteErrorPage } from './routes/route-error-page';

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
            { path: 'login', element: <LoginPage /> },
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
