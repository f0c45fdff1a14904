import '@mantine/core/styles.css';
import './focus.css';
import { I18nProvider } from '@lingui/react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import type { TPublicConfig } from '@marquee/core';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ConfigProvider } from '../lib/config-context';
import { i18n } from '../lib/i18n';
import { areOverlaysWanted, subscribeOverlays, whenOverlaysReady } from '../lib/overlays';
import { PageThemeContext, pageThemeKey, type TActivePageTheme } from '../lib/page-theme';
import { COLOR_SCHEME_STORAGE_KEY, createAppTheme, cssVariablesResolver } from './theme';

const Overlays = lazy(() => import('./overlays'));
const PageThemeStyle = lazy(() => import('./page-theme-style'));

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export type TBaseProvidersProps = {
  config: TPublicConfig;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals (component tests). */
  env?: 'default' | 'test';
  /** The theme of the page the server sent (the light event page knows it before its first render). */
  initialPageTheme?: TActivePageTheme | null;
  /**
   * The server wrote the initial theme's stylesheet into the page's head (the light event page): no need to load it
   * again while the page keeps that theme.
   */
  hasServerThemeStyle?: boolean;
  /** A scheme the page keeps whatever the visitor chose elsewhere in the product (the embedded widget's own look). */
  forceColorScheme?: 'light' | 'dark';
};

/**
 * What every page needs: configuration, translations, the Mantine theme, and the toast and modal host once
 * something asks for it. The app adds its query cache (providers.tsx); the light event-page entry uses this
 * alone (decision 093).
 */
export function BaseProviders({
  config,
  children,
  env = 'default',
  initialPageTheme = null,
  hasServerThemeStyle = false,
  forceColorScheme,
}: TBaseProvidersProps) {
  // A public page's own theme (issue 29): its accent, background and light or dark mode, over the product's look.
  const [pageTheme, setPageTheme] = useState<TActivePageTheme | null>(initialPageTheme);
  const theme = useMemo(() => createAppTheme(config, pageTheme?.theme ?? null), [config, pageTheme]);
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
          forceColorScheme={pageTheme?.theme.mode ?? forceColorScheme}
          env={env}
        >
          {pageTheme &&
            !(
              hasServerThemeStyle &&
              initialPageTheme &&
              pageThemeKey(pageTheme) === pageThemeKey(initialPageTheme)
            ) && (
              <Suspense fallback={null}>
                <PageThemeStyle active={pageTheme} />
              </Suspense>
            )}
          <PageThemeContext.Provider value={setPageTheme}>{children}</PageThemeContext.Provider>
          {isOverlayWanted && (
            <Suspense fallback={null}>
              <Overlays />
            </Suspense>
          )}
        </MantineProvider>
      </I18nProvider>
    </ConfigProvider>
  );
}
