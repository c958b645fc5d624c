import type { TSelectContentType } from '@innerway/domain';
import { appConfig } from '../../lib/config';
import { forwardToGa4 } from './ga4';
import { createTracker, type TTrack } from './tracker';
import { postEvents } from './transport';
import { useScreenViews, type TMatchedRoute } from './use-screen-views';
import { useSelectContentWith } from './use-select-content';

export { accessHandle, screenHandle, type TRouteHandle } from './screen-handles';
export { contentTypeOfLook } from './use-select-content';

/** The app's one tracker: first-party store, and GA4 when the server names a measurement id. */
const tracker = createTracker({
  send: postEvents,
  forward: (name, params) => forwardToGa4(appConfig.ga4MeasurementId, name, params),
});

/** Records an analytics event (spec section 7); never throws, never waits. */
export const track: TTrack = tracker.track;

/** Sends what is waiting now. */
export const flushAnalytics = tracker.flush;

/** For the root layout, with the routes matching the address: screen_view on every screen shown. */
export function useTrackScreenViews(matches: readonly TMatchedRoute[]): void {
  useScreenViews(track, matches);
}

/** select_content when content of this kind opens; pass null until it has. */
export function useSelectContent(contentType: TSelectContentType | null, itemId?: number | string | null): void {
  useSelectContentWith(track, contentType, itemId);
}
