import { connectSessionToApiClient, sessionQueryOptions } from '../features/session';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
connectSessionToApiClient(queryClient);
// Asked for now, while the translation files download: the guards, which need it, render only
// once those are here.
void queryClient.prefetchQuery(sessionQueryOptions);
const router = createAppRouter();
// The apps: links that open them, and Android's back button, go through the router.
if (import.meta.env.VITE_APP_TARGET === 'native') {
  void import('../platform/native-shell').then(({ connectNativeShell }) => connectNativeShell(router));
}

/** The main application: everything but the two stand-alone pages. */
export default function App() {
  return <AppProviders queryClient={queryClient} router={router} />;
}
