import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { subscribeParam } from '../lib/subscribe-param';

// The dialog code is fetched the first time the prompt opens: most visits never need it.
const SubscribePrompt = lazy(() => import('./subscribe-prompt'));

/**
 * The subscribe prompt while the URL says `subscribe=1`. Closing it removes the parameter with a
 * history replace, so Back does not reopen it.
 */
export function SubscribeParamPrompt() {
  const [params, setParams] = useSearchParams();
  const open = params.get(subscribeParam) === '1';
  const close = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(subscribeParam);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setParams]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SubscribePrompt open onClose={close} />
    </Suspense>
  );
}
