import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { TUser } from '@innerway/domain';
import { keepHeldRepliesWithTheirViewer, sessionQueryKey } from '../features/session';

/**
 * A fresh query cache that already knows who is signed in (null: nobody), and never retries. As
 * in the app, held replies follow their viewer.
 */
export function sessionQueryClient(user: TUser | null): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  keepHeldRepliesWithTheirViewer(queryClient);
  queryClient.setQueryData(sessionQueryKey, user);
  return queryClient;
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

interface RenderOptions {
  /** The route pattern, e.g. '/topic_overview/:topicId'. */
  path: string;
  /** The address to open; the pattern when omitted. */
  url?: string;
  user?: TUser | null;
}

/** One screen at its route, with the session known, a fresh query cache and the location shown. */
export function renderRoute(element: ReactElement, { path, url = path, user = null }: RenderOptions) {
  const queryClient = sessionQueryClient(user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          {/* The other screens these lead to, so following a link does not leave the tree empty. */}
          <Route path="*" element={<main>Elsewhere</main>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
