import { isBuyerPagePath } from '@marquee/core';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { buyerRoutes } from './public-routes';
import { NotFoundPage } from './routes/not-found-page';
import { PageLoader } from './routes/page-loader';
import { RouteErrorPage } from './routes/route-error-page';

type TAssign = (url: string) => void;

const assignLocation: TAssign = (url) => window.location.assign(url);

/**
 * Any other path belongs to the full app (back office, sign-in, staff previews): the browser loads it from
 * the server, which answers it with the app. A path the server does send here but no route matches is a
 * plain not-found page, never a reload (the server and this check read the same list, `isBuyerPagePath`).
 */
export function LeaveForTheApp({ assign = assignLocation }: { assign?: TAssign }) {
  const { pathname, search, hash } = useLocation();
  const isBuyerPage = isBuyerPagePath(pathname);
  useEffect(() => {
    if (!isBuyerPage) assign(pathname + search + hash);
  }, [assign, isBuyerPage, pathname, search, hash]);
  return isBuyerPage ? <NotFoundPage /> : <PageLoader />;
}

/** The light buyer entry's route table (decision 115): the buyer's pages and a way out to the app. */
export function createBuyerRoutes({
  queryClient,
  assign = assignLocation,
}: {
  queryClient: QueryClient;
  assign?: TAssign;
}): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [...buyerRoutes(queryClient), { path: '*', element: <LeaveForTheApp assign={assign} /> }],
    },
  ];
}

export function createBuyerRouter({ queryClient }: { queryClient: QueryClient }) {
  return createBrowserRouter(createBuyerRoutes({ queryClient }));
}
