import { lazy, Suspense } from 'react';
import type { TContentKind } from '../lib/content-look';
import { LoadingPopup } from './loading-popup';

export interface ContentPopupProps {
  kind: TContentKind;
  id: number;
  onClose: () => void;
}

// The players, tabs and sanitiser arrive with the first popup, not with every screen that lists content.
const ContentPopupContent = lazy(() => import('./content-popup-content'));

/**
 * The activity popup or the resource viewer for one item, loaded by id, in one modal with its
 * loading, error and locked states (spec sections 2, 4 and 8). Mount it while it should show.
 * While its code or its texts arrive it shows its loading state, instead of suspending (and
 * blanking) the whole screen behind it.
 */
export function ContentPopup(props: ContentPopupProps) {
  return (
    <Suspense fallback={<LoadingPopup onClose={props.onClose} />}>
      <ContentPopupContent {...props} />
    </Suspense>
  );
}
