import { AppEnvironments, AppLinkHost, type TAppEnvironment } from '@innerway/domain';

/**
 * Run-time settings the server writes into index.html's <meta> tags, so that one build serves
 * every environment. Under `vite dev` the placeholders stay unfilled and the fallbacks apply. In
 * the apps no server fills them: the build-time VITE_ value (`buildValue`) stands in, else the fallback.
 */
function readMeta(name: string, fallback: string, buildValue?: string): string {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  if (value && !/^__[A-Z_]+__$/.test(value)) return value;
  return (import.meta.env.VITE_APP_TARGET === 'native' && buildValue?.trim()) || fallback;
}

function readEnvironment(): TAppEnvironment {
  // The apps are production builds unless built for another environment (VITE_APP_ENV).
  const fallback = import.meta.env.VITE_APP_TARGET === 'native' ? 'production' : 'local';
  const value = readMeta('app-env', fallback, import.meta.env.VITE_APP_ENV);
  return (AppEnvironments as readonly string[]).includes(value) ? (value as TAppEnvironment) : fallback;
}

/** The API's origin in the apps (VITE_API_URL, by default the site the e-mail links go to); the website calls its own origin. */
export const apiOrigin = (import.meta.env.VITE_API_URL?.trim() || `https://${AppLinkHost}`).replace(/\/+$/, '');

/** Only a well-formed GA4 id is used: it goes into a script URL. */
function readGa4MeasurementId(): string | null {
  const value = readMeta('ga4-measurement-id', '');
  return /^G-[A-Z0-9]{4,20}$/.test(value) ? value : null;
}

/** A store page's address (APP_STORE_URL, PLAY_STORE_URL): https only; unset, its badge is hidden. */
function readStoreUrl(name: string, buildValue?: string): string | null {
  const value = readMeta(name, '', buildValue);
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

export interface TAppConfig {
  env: TAppEnvironment;
  productName: string;
  supportEmail: string;
  /** Where full access is bought: the web only points to the app stores (spec section 1); null when not configured. */
  appStoreUrl: string | null;
  playStoreUrl: string | null;
  /** Google Analytics 4, when the server is configured with GA4_MEASUREMENT_ID; else null. */
  ga4MeasurementId: string | null;
}

export const appConfig: TAppConfig = {
  env: readEnvironment(),
  productName: readMeta('product-name', 'Innerway', import.meta.env.VITE_PRODUCT_NAME),
  supportEmail: readMeta('support-email', 'support@innerway.app', import.meta.env.VITE_SUPPORT_EMAIL),
  appStoreUrl: readStoreUrl('app-store-url', import.meta.env.VITE_APP_STORE_URL),
  playStoreUrl: readStoreUrl('play-store-url', import.meta.env.VITE_PLAY_STORE_URL),
  ga4MeasurementId: readGa4MeasurementId(),
};
