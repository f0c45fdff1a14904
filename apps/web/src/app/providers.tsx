import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BaseProviders, type TBaseProvidersProps } from './base-providers';

type TAppProvidersProps = TBaseProvidersProps & { queryClient: QueryClient };

export function AppProviders({ queryClient, children, ...base }: TAppProvidersProps) {
  return (
    <BaseProviders {...base}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </BaseProviders>
  );
}
