import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TUser } from '@innerway/domain';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { connectSessionToApiClient, keepHeldRepliesWithTheirViewer, sessionQueryKey } from '../features/session';
import { createRouterProbe } from './router-probe';

/** The whole route table at `path`, with the session already known (null: signed out). */
export function renderApp(path: string, user: TUser | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  keepHeldRepliesWithTheirViewer(queryClient);
  queryClient.setQueryData(sessionQueryKey, user);
  connectSessionToApiClient(queryClient);
  const { Probe, router } = createRouterProbe();
  render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { router, queryClient };
}
