import { Suspense } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { PageSpinner } from './layout/page-spinner';

export type TAppRouter = ReturnType<typeof createBrowserRouter>;

/** Server state, then the translations (the spinner shows until the chosen language has loaded), then the routes. */
export function AppProviders({ queryClient, router }: { queryClient: QueryClient; router: TAppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
}
