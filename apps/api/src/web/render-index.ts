import { LoadingLabel, type TLanguage } from '@innerway/domain';
import type { TConfig } from '../config.ts';

/** apps/web/index.html's splash: its status text, in the reader's language. */
const loadingLabelPlaceholder = '__LOADING_LABEL__';

/** Written by the web build (vite.config.ts `html.cspNonce`) wherever a nonce belongs. */
export const cspNoncePlaceholder = '__CSP_NONCE__';

/** A value that can sit inside a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Fills the run-time settings the web app reads from `<meta>` tags, so one build serves every
 * environment. A tag the build lacks is added to the head. Optional settings (the store pages,
 * `extra` such as `ga4-measurement-id`) are written only when configured.
 */
export function renderIndex(html: string, config: TConfig, extra: Record<string, string> = {}): string {
  const meta: Record<string, string> = {
    'app-env': config.appEnv,
    'product-name': config.productName,
    'support-email': config.supportEmail,
    ...(config.appStoreUrl ? { 'app-store-url': config.appStoreUrl } : {}),
    ...(config.playStoreUrl ? { 'play-store-url': config.playStoreUrl } : {}),
    ...extra,
  };
  let rendered = html;
  for (const [name, value] of Object.entries(meta)) {
    const tag = `<meta name="${name}" content="${escapeAttribute(value)}">`;
    const existing = new RegExp(`<meta\\s+name="${name}"[^>]*>`, 'i');
    rendered = existing.test(rendered)
      ? rendered.replace(existing, tag)
      : rendered.replace(/<\/head>/i, `  ${tag}\n  </head>`);
  }
  return rendered;
}

/**
 * Puts this response's nonce where the build left the placeholder: the `<meta property="csp-nonce">`
 * the app reads it from, and Vite's own tags. Done per response, after the cached rendering.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(cspNoncePlaceholder, nonce);
}

/**
 * The page in the language the app will most likely start in (the browser's, from
 * Accept-Language): its `lang` and the splash's status text, read before the app has run.
 */
export function inLanguage(html: string, language: TLanguage): string {
  return html.replace(/<html lang="[a-z-]*"/i, `<html lang="${language}"`).replaceAll(loadingLabelPlaceholder, LoadingLabel[language]);
}
