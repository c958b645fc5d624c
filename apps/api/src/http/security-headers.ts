import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { TConfig } from '../config.ts';

const styleNonces = new WeakMap<ServerResponse, string>();

/**
 * The nonce of one response, made on first use. Helmet writes it into the CSP header when the
 * request arrives; the page rendering asks again for the same response and gets the same value,
 * so header and page always agree. It admits the page's <style> elements and its one inline
 * script (the theme, set before the first paint).
 */
export function styleNonce(res: ServerResponse): string {
  let nonce = styleNonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    styleNonces.set(res, nonce);
  }
  return nonce;
}

/**
 * Google Analytics 4, only when a measurement id is configured: gtag.js comes from the tag
 * manager and reports to Google's collection hosts (Google's published CSP for GA4).
 */
const ga4Sources = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

export interface TSecurityHeaderOptions {
  /** GA4_MEASUREMENT_ID (analytics/ga4-config.ts); null keeps every source the app's own. */
  ga4MeasurementId?: string | null;
}

/**
 * The headers every reply carries. The CSP is the one the single-page app runs under: its own
 * scripts, styles, fonts and media only, Vimeo and the app's own pages in frames, nothing
 * framing it; Google Analytics' hosts join only when it is configured.
 */
export function securityHeaders(config: TConfig, options: TSecurityHeaderOptions = {}): FastifyHelmetOptions {
  const ga4 = (sources: string[]) => (options.ga4MeasurementId ? sources : []);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The nonce admits index.html's inline theme script (apps/web/build/theme-script.ts),
        // which must run before the first paint; no other inline script carries it.
        scriptSrc: ["'self'", (_req, res) => `'nonce-${styleNonce(res)}'`, ...ga4(ga4Sources.script)],
        // The nonce admits the <style> elements the page's code adds at run time (the scroll
        // lock of modal dialogs), not inline styles in general.
        styleSrc: ["'self'", (_req, res) => `'nonce-${styleNonce(res)}'`],
        fontSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...ga4(ga4Sources.img)],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'", ...ga4(ga4Sources.connect)],
        // 'self': the local outbox page frames each mail from /api/dev/outbox/:id/html.
        frameSrc: ["'self'", 'https://player.vimeo.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        // Local runs on plain http; upgrading would break every asset there.
        upgradeInsecureRequests: config.appEnv === 'local' ? null : [],
      },
    },
    // HSTS on a local http address would pin the browser to https for 127.0.0.1.
    hsts: config.appEnv === 'local' ? false : { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Lets the app's own pages frame this one reply (the studio's preview frame): the CSP's
 * `frame-ancestors` becomes 'self' and X-Frame-Options SAMEORIGIN. Every other page keeps
 * refusing every frame.
 */
export function allowFramingBySelf(reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  reply.header('x-frame-options', 'SAMEORIGIN');
}
