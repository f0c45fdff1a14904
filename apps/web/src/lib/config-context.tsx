import type { TPublicConfig } from '@marquee/core';
import { createContext, useContext, type ReactNode } from 'react';
import { getConfig } from './config';

const ConfigContext = createContext<TPublicConfig | null>(null);

export function ConfigProvider({ config, children }: { config: TPublicConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The runtime configuration; outside a provider, the configuration of this page load. */
export function useConfig(): TPublicConfig {
  return useContext(ConfigContext) ?? getConfig();
}
