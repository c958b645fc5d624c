import { Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { codeParam, subscribeParam } from '../lib/subscribe-param';
import { keepScroll } from '../../../lib/keep-scroll';
import { LazySubscribePrompt as SubscribePrompt } from './lazy-subscribe-prompt';

/**
 * The subscribe prompt while the URL says `subscribe=1` (with `code=...`, its code entry is
 * filled in). Closing it removes both parameters with a history replace, so Back does not reopen it.
 */
export function SubscribeParamPrompt() {
  const [params, setParams] = useSearchParams();
  const open = params.get(subscribeParam) === '1';
  const code = params.get(codeParam) ?? '';
  const close = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(subscribeParam);
        next.delete(codeParam);
        return next;
      },
      { replace: true, state: keepScroll() },
    );
  }, [setParams]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SubscribePrompt open onClose={close} initialCode={code} />
    </Suspense>
  );
}
