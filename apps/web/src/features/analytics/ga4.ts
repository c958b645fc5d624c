import type { TAnalyticsEventName } from '@innerway/domain';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const loaded = new Set<string>();

/**
 * Google's tag, set up the way its snippet does but from our own code (the CSP allows no inline
 * script), and only once a measurement id is configured: otherwise nothing of Google's loads.
 * Page views are ours to send (screen_view), so gtag's automatic one is turned off.
 */
function loadGtag(measurementId: string): void {
  if (loaded.has(measurementId)) return;
  loaded.add(measurementId);
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads Arguments objects from the data layer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** Forwards one event (already cleaned of anything personal) to GA4 when it is configured. */
export function forwardToGa4(measurementId: string | null, name: TAnalyticsEventName, params: object): void {
  if (!measurementId) return;
  loadGtag(measurementId);
  window.gtag?.('event', name, params);
}
