import { lazy } from 'react';

// The dialog code is fetched the first time the prompt opens: most visits never need it.
export const LazySubscribePrompt = lazy(() => import('./subscribe-prompt'));
