import '@mantine/core/styles.css';
import { I18nProvider } from '@lingui/react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import type { TPublicConfig } from '@marquee/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ConfigProvider } from '../lib/config-context';
import { i18n } from '../lib/i18n';
import { areOverlaysWanted, subscribeOverlays, whenOverlaysReady } from '../lib/overlays';
import { COLOR_SCHEME_STORAGE_KEY, createAppTheme, cssVariablesResolver } from './theme';

const Overlays = lazy(() => import('./overlays'));

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

type TAppProvidersProps = {
  config: TPublicConfig;
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals (component tests). */
  env?: 'default' | 'test';
};

export function AppProviders({ config, queryClient, children, env = 'default' }: TAppProvidersProps) {
  const theme = useMemo(() => createAppTheme(config), [config]);
  const isOverlayWanted = useSyncExternalStore(subscribeOverlays, areOverlaysWanted);
  // Component tests look for toasts and modals right away: mount the host from the start there.
  useEffect(() => {
    if (env === 'test') void whenOverlaysReady();
  }, [env]);
  return (
    <ConfigProvider config={config}>
      <I18nProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          colorSchemeManager={colorSchemeManager}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
          env={env}
        >
          <QueryClientProvider client={queryClient}>
            {children}
            {isOverlayWanted && (
              <Suspense fallback={null}>
                <Overlays />
              </Suspense>
            )}
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>
    </ConfigProvider>
  );
}
