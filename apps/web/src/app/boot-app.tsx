import '../lib/zod-without-eval';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setAuthRedirectNavigator } from '../lib/auth-redirect';
import { getConfig } from '../lib/config';
import { applyFavicon } from '../lib/favicon';
import { bootLocale } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';

type TRouter = ReturnType<typeof createBrowserRouter>;

function whenRouterReady(router: TRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts a router-based entry: the app (main.tsx) or the light buyer entry (buyer-main.tsx, decision 115),
 * which differ only in their route table.
 */
export async function bootApp(createRouter: (deps: { queryClient: QueryClient }) => TRouter) {
  const config = getConfig();
  document.title = config.appName;
  applyFavicon(config.faviconUrl);
  // The router starts loading the first page's code and data as soon as it exists: create it before
  // waiting for the catalogue, so the three downloads overlap instead of queueing.
  const queryClient = createQueryClient();
  const router = createRouter({ queryClient });
  setAuthRedirectNavigator((to) => void router.navigate(to));
  await bootLocale();

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // A public event page arrives with its cover and title already in the HTML (docs/decisions/084):
  // keep them on screen until the page itself can render, rather than swapping them for a spinner.
  if (root.firstElementChild) await whenRouterReady(router);
  createRoot(root).render(
    <StrictMode>
      <AppProviders config={config} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
