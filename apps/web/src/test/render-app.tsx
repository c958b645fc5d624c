import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import type { TUser } from '@innerway/domain';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { connectSessionToApiClient, sessionQueryKey } from '../features/session';

/** The whole route table at `path`, with the session already known (null: signed out). */
export function renderApp(path: string, user: TUser | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(sessionQueryKey, user);
  connectSessionToApiClient(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<AppProviders queryClient={queryClient} router={router} />);
  return { router, queryClient };
}
