import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { I18nProvider } from '@lingui/react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { TPublicConfig } from '@marquee/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ConfigProvider } from '../lib/config-context';
import { i18n } from '../lib/i18n';
import { COLOR_SCHEME_STORAGE_KEY, createAppTheme, cssVariablesResolver, TRANSITION_MS } from './theme';

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
          {/* Spec §4/§9: 5 per position, the rest queue; 4 s; hovering pauses (Mantine's default). */}
          <Notifications position="bottom-right" limit={5} autoClose={4000} transitionDuration={TRANSITION_MS} />
          <QueryClientProvider client={queryClient}>
            <ModalsProvider>{children}</ModalsProvider>
          </QueryClientProvider>
        </MantineProvider>
      </I18nProvider>
    </ConfigProvider>
  );
}
