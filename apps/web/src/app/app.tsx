import { BrowserRouter } from 'react-router';
import { connectSessionToApiClient, sessionQueryOptions } from '../features/session';
import { createQueryClient } from '../lib/query-client';
import { NativeShellConnection } from './native-shell-connection';
import { AppProviders } from './providers';
import { AppRoutes, preloadScreensAt } from './router';

const queryClient = createQueryClient();
connectSessionToApiClient(queryClient);
// Asked for now, while the translation files download: the guards, which need it, render only
// once those are here.
void queryClient.prefetchQuery(sessionQueryOptions);

/**
 * Before the first render: the first screen's code (index.html's splash shows meanwhile), so that
 * it draws at once instead of after a loading fallback. A failed load is left to the render, whose
 * error boundary says so.
 */
export const prepareFirstRender = (): Promise<void> => preloadScreensAt(window.location.pathname).catch(() => undefined);

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
