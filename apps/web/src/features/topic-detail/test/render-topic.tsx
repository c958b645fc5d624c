import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { TUser } from '@innerway/domain';
import { sessionQueryClient } from '../../../test/render-route';
import { fullUser } from '../../../test/users';
import TopicDetailRoute from '../routes/topic-detail-route';

function Elsewhere() {
  const location = useLocation();
  return <main data-testid="elsewhere">{location.pathname}</main>;
}

/**
 * The topic detail screen at `url`, in a memory router whose state the tests read: the search
 * string and whether the last navigation pushed or replaced the history entry.
 */
export function renderTopic(url: string, user: TUser = fullUser) {
  const queryClient = sessionQueryClient(user);
  const router = createMemoryRouter(
    [
      { path: '/topic_detail/:topicId', element: <TopicDetailRoute /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    router,
    queryClient,
    search: () => new URLSearchParams(router.state.location.search),
    action: () => router.state.historyAction,
  };
}
