import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { keepsScroll } from '../../lib/keep-scroll';
import { restoreScroll } from './restore-scroll';

/** Where each history entry was scrolled, by location key; kept for the tab's life, reloads included. */
const storageKey = 'innerway:scroll-positions';

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function scrollToHash(hash: string): boolean {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  target?.scrollIntoView();
  return target !== null;
}

/**
 * The window's scroll across navigations, as a browser does for pages: Back and Forward (and a
 * reload) return to where the entry was left, following the screen as it grows back to that
 * height; a new address starts at the top, or at its #hash; a navigation whose state says
 * `keepScroll` (a popup over the screen) does not move the page.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const action = useNavigationType();
  const [positions] = useState(readPositions);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions));
      } catch {
        // Storage full or refused: a reload then starts at the top, nothing worse.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = previous;
    };
  }, [positions]);

  // Recorded as it happens: by the time the next screen has rendered, the window may already
  // have been cut to that screen's height. Listened to from the commit that shows the entry (a
  // layout effect): the scroll events of the screen's swap arrive before passive effects run, and
  // would otherwise be written to the entry being left.
  useLayoutEffect(() => {
    const record = () => {
      positions[location.key] = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [location.key, positions]);

  useLayoutEffect(() => {
    const saved = positions[location.key];
    if (action === 'POP') return saved === undefined ? undefined : restoreScroll(saved);
    if (keepsScroll(location.state)) return;
    if (!scrollToHash(location.hash)) window.scrollTo(0, 0);
    // Once per history entry: each of these changes only with it (the router keeps one location
    // object per entry), so a re-render of the same entry does not move the page.
  }, [action, location.hash, location.key, location.state, positions]);
}
