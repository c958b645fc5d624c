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

export interface TAppConfig {
  env: TAppEnvironment;
  productName: string;
  supportEmail: string;
  /** Where full access is bought: the web only points to the app stores (spec section 1). */
  appStoreUrl: string;
  playStoreUrl: string;
}

export const appConfig: TAppConfig = {
  env: readEnvironment(),
  productName: readMeta('product-name', 'Innerway'),
  supportEmail: readMeta('support-email', 'support@innerway.app'),
  appStoreUrl: readMeta('app-store-url', 'https://apps.apple.com/app/innerway/id0000000000'),
  playStoreUrl: readMeta('play-store-url', 'https://play.google.com/store/apps/details?id=app.innerway'),
};
