import { BrowserRouter } from 'react-router';
import { connectSessionToApiClient, sessionQueryOptions } from '../features/session';
import { createQueryClient } from '../lib/query-client';
import { NativeShellConnection } from './native-shell-connection';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

const queryClient = createQueryClient();
connectSessionToApiClient(queryClient);
// Asked for now, while the translation files download: the guards, which need it, render only
// once those are here.
void queryClient.prefetchQuery(sessionQueryOptions);

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
