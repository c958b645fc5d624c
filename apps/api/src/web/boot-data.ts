import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiReadPath, bannerSrcSet, BootData, bootReadPaths, contentMediaPath, firstBanners } from '@innerway/domain';
import { escapeAttribute } from './render-index.ts';

/** The caller's own headers that decide a read's answer: who they are and which language they read. */
const forwardedHeaders = ['cookie', 'accept-language', 'user-agent'] as const;

/** A page is never held back longer than this by its replies: past it, the app asks for them itself. */
const waitLimitMs = 1_000;

/** JSON that can sit inside a `<script>` element: nothing in it can end the element or start markup. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

async function readThroughApi(app: FastifyInstance, request: FastifyRequest, path: string): Promise<[string, unknown] | null> {
  const headers: Record<string, string> = {};
  for (const name of forwardedHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // Through the API itself, so each reply is exactly what the app's own request would get:
  // the same session check, access rules and shape. A refusal or failure is left out.
  const response = await app.inject({ method: 'GET', url: `/api${path}`, headers });
  if (response.statusCode !== 200) return null;
  const envelope = response.json<{ success?: boolean; data?: unknown }>();
  return envelope.success === true ? [path, envelope.data ?? null] : null;
}

/**
 * For the page at `pathname`, the replies its screen asks for first (packages/domain/src/boot-data.ts),
 * read for the caller's session:
 * - `element`: a `<script type="application/json">` holding them; the web app takes them instead
 *   of making those requests. Not executable, so the CSP is unchanged; the page that carries it is
 *   the caller's own and must not be stored by shared caches.
 * - `preloads`: `<link rel="preload">` tags for the banners that screen shows first, with the very
 *   `srcset` and `sizes` of its images, so they download with the page instead of after the app has
 *   drawn them (they are its largest paint).
 * - `personal`: whether they belong to a signed-in person (the session's reply is a user).
 * All empty when no reply came in time.
 */
export async function bootData(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<{ element: string; preloads: string; personal: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitLimitMs);
  });
  const reads = Promise.all(bootReadPaths(pathname).map((path) => readThroughApi(app, request, path).catch(() => null)));
  const replies = new Map((await Promise.race([reads, late]).finally(() => clearTimeout(timer)))?.filter((entry) => entry !== null));
  if (replies.size === 0) return { element: '', preloads: '', personal: false };
  const preloads = firstBanners(pathname, replies)
    .map(
      ({ images, sizes }) =>
        `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${escapeAttribute(bannerSrcSet(images, (key) => `/api${contentMediaPath(key)}`))}" imagesizes="${escapeAttribute(sizes)}">`,
    )
    .join('');
  const element = `<script type="application/json" id="${BootData.elementId}">${jsonForScriptElement(Object.fromEntries(replies))}</script>`;
  return { element, preloads, personal: (replies.get(ApiReadPath.session) ?? null) !== null };
}
