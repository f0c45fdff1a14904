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
  createRoot(root).render(
    <StrictMode>
      <AppProviders config={config} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
