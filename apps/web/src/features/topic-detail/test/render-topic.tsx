import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { TUser } from '@innerway/domain';
import { sessionQueryClient } from '../../../test/render-route';
import { createRouterProbe } from '../../../test/router-probe';
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
  const { Probe, router } = createRouterProbe();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/topic_detail/:topicId" element={<TopicDetailRoute />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    router,
    queryClient,
    search: () => new URLSearchParams(router.location().search),
    action: () => router.historyAction(),
  };
}
