import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { setAuthRedirectNavigator } from './lib/auth-redirect';
import { getConfig } from './lib/config';
import { applyFavicon } from './lib/favicon';
import { bootLocale } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

function whenRouterReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function boot() {
  const config = getConfig();
  document.title = config.appName;
  applyFavicon(config.faviconUrl);
  // The router starts loading the first page's code and data as soon as it exists: create it before
  // waiting for the catalogue, so the three downloads overlap instead of queueing.
  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient });
  setAuthRedirectNavigator((to) => void router.navigate(to));
  await bootLocale();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
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

void boot();
