import { BrowserRouter } from 'react-router';
import { connectSessionToApiClient, keepHeldRepliesWithTheirViewer, sessionQueryKey, sessionQueryOptions } from '../features/session';
import { createQueryClient } from '../lib/query-client';
import { NativeShellConnection } from './native-shell-connection';
import { AppProviders } from './providers';
import { AppRoutes, preloadScreensAt } from './router';

const queryClient = createQueryClient();
connectSessionToApiClient(queryClient);
keepHeldRepliesWithTheirViewer(queryClient);
// Asked for now, while the translation files download: the guards, which need it, render only
// once those are here.
const sessionRead = queryClient.prefetchQuery(sessionQueryOptions);

/**
 * Before the first render: the session (the page usually carries it) and the code of the screen
 * it leads to, while index.html's splash shows, so that the screen draws at once instead of after
 * a loading fallback. A failed load is left to the render, whose error boundary says so.
 */
export async function prepareFirstRender(): Promise<void> {
  await sessionRead;
  const user = queryClient.getQueryData<unknown>(sessionQueryKey);
  await preloadScreensAt(window.location.pathname, user === undefined ? undefined : user !== null).catch(() => undefined);
}

/** The main application: everything but the two stand-alone pages. */
export default function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
        {import.meta.env.VITE_APP_TARGET === 'native' && <NativeShellConnection />}
      </BrowserRouter>
    </AppProviders>
  );
}
