import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PageSpinner } from './layout/page-spinner';

/**
 * Server state, then the translations and the first screen's chunk (the spinner shows until the
 * chosen language and that screen have loaded), then `children`: the router with the route table.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </QueryClientProvider>
  );
}
