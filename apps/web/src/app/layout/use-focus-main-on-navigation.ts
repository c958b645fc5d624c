import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isDialogFocusReturnPending } from '../../components/ui/dialog-focus-return';
import { keepsScroll } from '../../lib/keep-scroll';

/** A dialog the new page opened (e.g. /users/me?gift=1) keeps the focus it trapped. */
function focusIsInDialog(): boolean {
  return document.activeElement?.closest('[role="dialog"], [role="alertdialog"]') != null;
}

function focusMain(main: HTMLElement): void {
  if (focusIsInDialog()) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  // Scrolling is left to the scroll restoration (use-scroll-restoration.ts).
  main.focus({ preventScroll: true });
}

/**
 * After a navigation (a new pathname, not the first load and not a change of query only), moves
 * focus to the new page's <main> so that screen readers read it from the top and the next Tab
 * starts there. Used by the frames; a frame mounted by a navigation (e.g. from the sign-in screen
 * to the dashboard) counts as one. If the page is still loading, its <main> is focused when it
 * appears. A navigation that opens or closes a popup over the same screen (its state keeps the
 * scroll, or a dialog is still to give the focus back) is not a new page: the dialogs' own rule
 * (components/ui/dialog-focus-return.ts) takes the focus into the popup and back to its opener.
 */
export function useFocusMainOnNavigation(): void {
  const { pathname, key, state } = useLocation();
  // The first location of the history has the key 'default': nothing to announce on first load.
  const focusedFor = useRef<string | null>(key === 'default' ? pathname : null);

  useEffect(() => {
    if (focusedFor.current === pathname) return;
    if (keepsScroll(state) || isDialogFocusReturnPending()) {
      focusedFor.current = pathname;
      return;
    }
    const focusWhenThere = (): boolean => {
      const main = document.querySelector<HTMLElement>('main');
      if (!main) return false;
      focusedFor.current = pathname;
      focusMain(main);
      return true;
    };
    if (focusWhenThere()) return;
    const observer = new MutationObserver(() => {
      if (focusWhenThere()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, state]);
}
