import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { failure } from '../http/envelope.ts';
import { htmlReply } from '../http/reply-schemas.ts';
import { PreviewFramePath } from '@innerway/domain';
import { allowFramingBySelf, styleNonce } from '../http/security-headers.ts';
import { bootData } from './boot-data.ts';
import { compressPage } from './compress-page.ts';
import { inLanguage, renderIndex, withNonce } from './render-index.ts';
import { acceptedLanguage, localePreloads } from './locale-preloads.ts';
import { readRoutePreloads, type TPreloadsForPath } from './route-preloads.ts';

const notBuiltPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><p>The web app is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></body></html>`;

/**
 * The built single-page app from `config.webDistDir`. Unknown `/api/*` paths get the 404
 * envelope; every other GET falls back to index.html so that client-side routes load directly.
 * Called on the root instance (not registered) so that its not-found handler covers every path.
 */
export async function serveWebApp(app: FastifyInstance, extraMeta: Record<string, string> = {}) {
  const distDir = app.config.webDistDir;
  const indexPath = path.join(distDir, 'index.html');
  // Rendered once per build (the mtime check picks up a rebuild without a restart); only the
  // preloads (the reader's language, the route's chunks) and the CSP nonce change per response.
  let cached: { mtimeMs: number; html: string; preloads: TPreloadsForPath } | undefined;

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(indexPath)).mtimeMs;
    } catch {
      return reply.status(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(notBuiltPage);
    }
    if (cached?.mtimeMs !== mtimeMs) {
      cached = {
        mtimeMs,
        html: renderIndex(await readFile(indexPath, 'utf8'), app.config, extraMeta),
        preloads: readRoutePreloads(distDir),
      };
    }
    const built = cached;
    const pathname = request.url.split('?')[0] ?? '/';
    const boot = request.method === 'GET' ? await bootData(app, request, pathname) : null;
    const language = acceptedLanguage(request.headers['accept-language']);
    const preloads = localePreloads(language) + built.preloads(pathname);
    const html = withNonce(inLanguage(built.html.replace(/<\/head>/i, () => `${preloads}\n  </head>`), language), styleNonce(reply.raw))
      // After the nonce, so nothing from a reply can receive it; functions, so that nothing in a
      // reply is read as a replacement pattern ($&, $').
      .replace(/<\/head>/i, () => `${boot?.preloads ?? ''}</head>`)
      .replace(/<body>/i, () => `<body>${boot?.element ?? ''}`);
    const page = await compressPage(html, request.headers['accept-encoding']);
    if (page.encoding) reply.header('content-encoding', page.encoding);
    // The studio's preview screen frames this one page (the member app with the drafts).
    if (pathname === PreviewFramePath) allowFramingBySelf(reply);
    const vary = reply.getHeader('vary');
    return reply
      .type('text/html; charset=utf-8')
      // A page carrying a signed-in person's replies is theirs alone, and must not come back
      // from the browser's cache (back, a restored tab) once they have signed out.
      .header('cache-control', boot?.personal ? 'private, no-store' : 'no-cache')
      .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .send(page.body);
  }

  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      decorateReply: false,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts).
      preCompressed: true,
      // index.html is only ever sent rendered, by the fallback below.
      allowedPath: (pathName) => !pathName.endsWith('/index.html'),
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served');
  }

  // The static wildcard would answer the root folder itself with a 403.
  app.get('/', { schema: { hide: true, response: { 200: htmlReply('The web app') } } }, (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send(failure('request.not_found'));
    }
    // A missing hashed asset or translation file is a stale page asking for an old build: the HTML would not help.
    if (pathname.startsWith('/assets/') || pathname.startsWith('/locales/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(request, reply);
  });
}
