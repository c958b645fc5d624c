import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setUpTestApp, type TestApp } from '../test/harness.ts';
import { setUpWebTestApp } from './web-testing.ts';
import { refusal } from '../test/refusal.ts';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="app-env" content="">
    <meta name="product-name" content="">
    <title>App</title>
    <script type="module" nonce="__CSP_NONCE__" src="/assets/index-abc123.js"></script>
    <meta property="csp-nonce" nonce="__CSP_NONCE__">
  </head>
  <body><div id="root"></div><span role="status">__LOADING_LABEL__</span></body>
</html>`;

// What apps/web/build/route-preloads.ts writes: per route, the chunks beyond the HTML entry's.
const routePreloads = {
  routes: [
    { path: '/', scripts: ['/assets/dashboard-1.js'], styles: [] },
    { path: '/topic_detail/:topicId', scripts: ['/assets/app-1.js', '/assets/topic-detail-1.js'], styles: ['/assets/topic-detail-1.css'] },
    { path: '/*', scripts: ['/assets/not-found-1.js'], styles: [] },
  ],
};

let t: TestApp;

setUpWebTestApp(
  {
    'index.html': indexHtml,
    'assets/index-abc123.js': 'console.log("app")',
    'assets/index-abc123.js.br': brotliCompressSync('console.log("app")'),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.vite/route-preloads.json': JSON.stringify(routePreloads),
  },
  (test) => (t = test),
  // One store configured, the other not (PLAY_STORE_URL unset).
  { productName: 'Calm & "Co"', supportEmail: 'help@calm.example', appStoreUrl: 'https://apps.apple.com/app/calm-co/id6450000001', playStoreUrl: null },
);

const metaContent = (html: string, name: string) => html.match(new RegExp(`<meta name="${name}" content="([^"]*)">`))?.[1];

describe('the web app', () => {
  it.each(['/', '/topics', '/topic_detail/3', '/users/me?tab=1'])('serves index.html for %s with the run-time settings filled in', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(metaContent(response.body, 'app-env')).toBe('local');
    expect(metaContent(response.body, 'product-name')).toBe('Calm &amp; &quot;Co&quot;');
    // Absent from the build: added to the head.
    expect(metaContent(response.body, 'support-email')).toBe('help@calm.example');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('writes the configured store page into the page, and no tag for a store without one (its badge is hidden)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/users/me' });
    expect(metaContent(response.body, 'app-store-url')).toBe('https://apps.apple.com/app/calm-co/id6450000001');
    expect(response.body).not.toContain('play-store-url');
  });

  it('is in the reader’s language before the app has run: its lang and the splash’s status text', async () => {
    const french = await t.app.inject({ method: 'GET', url: '/topics', headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain('<span role="status">Chargement…</span>');
    const other = await t.app.inject({ method: 'GET', url: '/topics', headers: { 'accept-language': 'de' } });
    expect(other.body).toContain('<html lang="en">');
    expect(other.body).toContain('<span role="status">Loading…</span>');
  });

  it('compresses the page for callers that accept it, brotli first, and says it varies', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/topics' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const page = (body: string) => body.replace(/nonce="[^"]+"/g, '').replace(/"csp-nonce" nonce="[^"]*"/, '');

    const brotli = await t.app.inject({ method: 'GET', url: '/topics', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(page(brotliDecompressSync(brotli.rawPayload).toString())).toBe(page(plain.body));

    const gzip = await t.app.inject({ method: 'GET', url: '/topics', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(page(gunzipSync(gzip.rawPayload).toString())).toBe(page(plain.body));
  });

  it('never serves the raw index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(metaContent(response.body, 'app-env')).toBe('local');
  });

  it('serves hashed assets with a year-long immutable cache, other files revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the pre-compressed build file to a browser that accepts it, the plain one otherwise', async () => {
    const compressed = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("app")');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it.each(['/assets/index-old999.js', '/locales/fr/dashboard.json'])('answers 404 for a missing asset or translation file (%s) rather than the page', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it("lists the route's screen chunks as preloads in the page, with the page's nonce", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/topic_detail/3?segment=2' });
    const nonce = response.body.match(/<meta property="csp-nonce" nonce="([^"]+)">/)?.[1];
    expect(response.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/app-1.js" nonce="${nonce}">`);
    expect(response.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/topic-detail-1.js" nonce="${nonce}">`);
    expect(response.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/topic-detail-1.css">');
    expect(response.body).not.toContain('dashboard-1.js');

    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('href="/assets/dashboard-1.js"');
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/screen' });
    expect(unknown.body).toContain('href="/assets/not-found-1.js"');
    expect(unknown.body).not.toContain('topic-detail-1.js');
  });

  it("preloads the translation file of the browser's first language the app has", async () => {
    const preloaded = async (acceptLanguage?: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/topics', headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
      return [...response.body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    };
    expect(await preloaded('fr-CA,fr;q=0.9,en;q=0.8')).toEqual(['/locales/fr.json']);
    expect(await preloaded('de-DE,de;q=0.9,es;q=0.8,en;q=0.7')).toEqual(['/locales/es.json']);
    expect(await preloaded('en;q=0.5,fr;q=0.9')).toEqual(['/locales/fr.json']);
    expect(await preloaded('de')).toEqual(['/locales/en.json']);
    expect(await preloaded()).toEqual(['/locales/en.json']);
  });

  it('never serves the build manifest the preloads come from', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.vite/route-preloads.json' });
    expect(response.body).not.toContain('"routes"');
  });

  it('keeps /api paths out of the fallback', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/topics-that-do-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal('request.not_found'));
  });
});

describe('security headers', () => {
  it('the page runs under a strict CSP that only lets Vimeo and itself in frames and nobody frame it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/topics' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-src 'self' https://player.vimeo.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it("lets the app's own pages frame the studio's preview frame, and only that page", async () => {
    const framed = await t.app.inject({ method: 'GET', url: '/studio/content/preview-frame?path=%2Fdashboard&language=fr&access=trial' });
    expect(framed.statusCode).toBe(200);
    const csp = String(framed.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(framed.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const url of ['/studio/content/preview', '/studio/content/preview-frame/x', '/dashboard?path=/studio/content/preview-frame']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('each page gets a fresh nonce, the same in its CSP header (styles and scripts) and in its <meta> tag', async () => {
    const nonces = [];
    for (const url of ['/', '/topics']) {
      const response = await t.app.inject({ method: 'GET', url });
      const nonce = response.body.match(/<meta property="csp-nonce" nonce="([^"]+)">/)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.body).not.toContain('__CSP_NONCE__');
      expect(response.body).toContain(`<script type="module" nonce="${nonce}"`);
      const directives = String(response.headers['content-security-policy']).split(';');
      expect(directives.find((directive) => directive.startsWith('style-src'))).toBe(`style-src 'self' 'nonce-${nonce}'`);
      expect(directives.find((directive) => directive.startsWith('script-src'))).toBe(`script-src 'self' 'nonce-${nonce}'`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  describe('in production', () => {
    let production: TestApp;
    setUpTestApp((test) => (production = test), { config: () => ({ appEnv: 'production', webDistDir: t.config.webDistDir }) });

    it('no HSTS on a local http address, HSTS in production', async () => {
      const local = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(local.headers['strict-transport-security']).toBeUndefined();

      const response = await production.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    });
  });
});

describe('without a web build', () => {
  let bare: TestApp;
  setUpTestApp((test) => (bare = test), { config: () => ({ webDistDir: path.join(t.config.webDistDir, 'missing') }) });

  it('still serves the API and says the app is not built', async () => {
    expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const page = await bare.app.inject({ method: 'GET', url: '/topics' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('not built');
  });
});
