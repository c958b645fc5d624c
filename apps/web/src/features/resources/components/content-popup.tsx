import { lazy, Suspense } from 'react';
import type { ContentPopupProps } from './content-popup-content';

export type { ContentPopupProps };

// The dialog, players, tabs and sanitiser arrive with the first popup, not with every screen that
// lists content: both chunks are asked for at once, when the popup first mounts.
const LoadingPopup = lazy(() => import('./loading-popup').then((module) => ({ default: module.LoadingPopup })));
const ContentPopupContent = lazy(() => import('./content-popup-content'));

/**
 * The activity popup or the resource viewer for one item, loaded by id, in one modal with its
 * loading, error and locked states (spec sections 2, 4 and 8). Mount it while it should show.
 * While its code or its texts arrive it shows its loading state, instead of suspending (and
 * blanking) the whole screen behind it; only until the dialog's own code is here does it show nothing.
 */
export function ContentPopup(props: ContentPopupProps) {
  return (
    <Suspense fallback={null}>
      <Suspense fallback={<LoadingPopup onClose={props.onClose} />}>
        <ContentPopupContent {...props} />
      </Suspense>
    </Suspense>
  );
}
