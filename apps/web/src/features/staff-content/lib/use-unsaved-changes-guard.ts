import { useEffect } from 'react';

/** A click that the browser or the router would follow to another page of this app. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return link;
  return to.pathname === window.location.pathname && to.search === window.location.search ? null : link;
}

/**
 * While `dirty`, asks before the page is left: closing or reloading the tab (the browser's own
 * question) and following a link of the app (the staff menu, a way back), which the router
 * would otherwise follow without a word. The question is the browser's confirm, which every
 * screen reader and keyboard already knows.
 */
export function useUnsavedChangesGuard(dirty: boolean, question: string): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event) || window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture: the router's own click handler on the link must not run first.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, question]);
}
