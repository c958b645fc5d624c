import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { TConfig } from '../config.ts';

const styleNonces = new WeakMap<ServerResponse, string>();

/**
 * The style nonce of one response, made on first use. Helmet writes it into the CSP header
 * when the request arrives; the page rendering asks again for the same response and gets the
 * same value, so header and page always agree.
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
 * The headers every reply carries. The CSP is the one the single-page app runs under: its own
 * scripts, styles, fonts and media only, Vimeo and the app's own pages in frames, nothing
 * framing it.
 */
export function securityHeaders(config: TConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The nonce admits the <style> elements the page's code adds at run time (the scroll
        // lock of modal dialogs), not inline styles in general.
        styleSrc: ["'self'", (_req, res) => `'nonce-${styleNonce(res)}'`],
        fontSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
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
