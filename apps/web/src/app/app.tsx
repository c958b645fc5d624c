import { connectSessionToApiClient } from '../features/session';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
connectSessionToApiClient(queryClient);
const router = createAppRouter();

/** The main application: everything but the two stand-alone pages. */
export default function App() {
  return <AppProviders queryClient={queryClient} router={router} />;
}
