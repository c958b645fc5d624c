import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { TConfig } from '../config.ts';

/**
 * The headers every reply carries. The CSP is the one the single-page app runs under: its own
 * scripts, styles, fonts and media only, Vimeo in frames, nothing framing it.
 */
export function securityHeaders(config: TConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        fontSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ['https://player.vimeo.com'],
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
