import { AppEnvironments, type TAppEnvironment } from '@innerway/domain';

/**
 * Run-time settings the server writes into index.html's <meta> tags, so that one build serves
 * every environment. Under `vite dev` the placeholders stay unfilled and the fallbacks apply.
 */
function readMeta(name: string, fallback: string): string {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return value && !/^__[A-Z_]+__$/.test(value) ? value : fallback;
}

function readEnvironment(): TAppEnvironment {
  const value = readMeta('app-env', 'local');
  return (AppEnvironments as readonly string[]).includes(value) ? (value as TAppEnvironment) : 'local';
}

/** Only a well-formed GA4 id is used: it goes into a script URL. */
function readGa4MeasurementId(): string | null {
  const value = readMeta('ga4-measurement-id', '');
  return /^G-[A-Z0-9]{4,20}$/.test(value) ? value : null;
}

export interface TAppConfig {
  env: TAppEnvironment;
  productName: string;
  supportEmail: string;
  /** Where full access is bought: the web only points to the app stores (spec section 1). */
  appStoreUrl: string;
  playStoreUrl: string;
  /** Google Analytics 4, when the server is configured with GA4_MEASUREMENT_ID; else null. */
  ga4MeasurementId: string | null;
}

export const appConfig: TAppConfig = {
  env: readEnvironment(),
  productName: readMeta('product-name', 'Innerway'),
  supportEmail: readMeta('support-email', 'support@innerway.app'),
  appStoreUrl: readMeta('app-store-url', 'https://apps.apple.com/app/innerway/id0000000000'),
  playStoreUrl: readMeta('play-store-url', 'https://play.google.com/store/apps/details?id=app.innerway'),
  ga4MeasurementId: readGa4MeasurementId(),
};
