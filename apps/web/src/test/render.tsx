import { DEFAULT_PUBLIC_CONFIG, type TPublicConfig } from '@marquee/core';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

type TRenderOptions = {
  config?: Partial<TPublicConfig>;
  queryClient?: QueryClient;
  initialPath?: string;
};

/** Renders routes inside the real providers (Mantine in test mode) and a memory router. */
export function renderRoutes(routes: RouteObject[], options: TRenderOptions = {}) {
  const config = { ...DEFAULT_PUBLIC_CONFIG, ...options.config };
  const queryClient = options.queryClient ?? createQueryClient({ onAuthError: () => {} });
  const router = createMemoryRouter(routes, { initialEntries: [options.initialPath ?? '/'] });
  const result = render(
    <AppProviders config={config} queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, config };
}

/** Renders one element at a path (the element sees a router, so links work). */
export function renderWithProviders(ui: ReactElement, options: TRenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
