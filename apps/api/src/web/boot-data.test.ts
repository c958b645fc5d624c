import { describe, expect, it } from 'vitest';
import { ApiReadPath, BannerSizes, BootData } from '@innerway/domain';
import { asCookie, createAccount } from '../auth/account-testing.ts';
import { seedProgram, settledContent } from '../content/content-testing.ts';
import type { TestApp } from '../test/harness.ts';
import { jsonForScriptElement } from './boot-data.ts';
import { setUpWebTestApp } from './web-testing.ts';

const indexHtml = '<!doctype html><html lang="en"><head><title>App</title></head><body><div id="root"></div></body></html>';

let t: TestApp;

setUpWebTestApp({ 'index.html': indexHtml }, async (test) => {
  t = test;
  await seedProgram(t.db);
  await settledContent(t.app);
});

const bootElement = new RegExp(`<script type="application/json" id="${BootData.elementId}">(.*?)</script>`, 's');

function bootReplies(html: string): Record<string, unknown> | null {
  const json = bootElement.exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(json) as Record<string, unknown>);
}

async function apiData(token: string, apiPath: string): Promise<unknown> {
  const response = await t.app.inject({ method: 'GET', url: `/api${apiPath}`, headers: asCookie(token) });
  return response.json<{ data: unknown }>().data;
}

describe('replies sent inside the page', () => {
  it('gives a signed-out visitor the empty session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(bootReplies(response.body)).toEqual({ [ApiReadPath.session]: null });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps a signed-in person\'s page out of every cache, the browser\'s included', async () => {
    const { token } = await createAccount(t.db);
    const response = await t.app.inject({ method: 'GET', url: '/topics', headers: asCookie(token) });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it.each([
    ['/topics', [ApiReadPath.session, ApiReadPath.modules]],
    ['/', [ApiReadPath.session, ApiReadPath.modules, ApiReadPath.featuredExercises, ApiReadPath.featuredResources]],
    ['/topic_detail/1', [ApiReadPath.session, ApiReadPath.module(1, true)]],
  ])('gives %s the replies its screen asks for first, exactly as the API answers them', async (url, paths) => {
    const { token } = await createAccount(t.db);
    const response = await t.app.inject({ method: 'GET', url, headers: asCookie(token) });
    const replies = bootReplies(response.body);
    expect(Object.keys(replies ?? {})).toEqual(paths);
    for (const apiPath of paths) expect(replies?.[apiPath]).toEqual(await apiData(token, apiPath));
  });

  it('preloads the banners the screen shows first, with the srcset and sizes of its images', async () => {
    const { token } = await createAccount(t.db);
    const preloads = async (url: string) => {
      const body = (await t.app.inject({ method: 'GET', url, headers: asCookie(token) })).body;
      return [...body.matchAll(/<link rel="preload" as="image" fetchpriority="high" imagesrcset="([^"]+)" imagesizes="([^"]+)">/g)].map(
        ([, srcset, sizes]) => ({ srcset, sizes: sizes!.replace(/&quot;/g, '"') }),
      );
    };
    const detail = await preloads('/topic_detail/1');
    expect(detail).toHaveLength(1);
    expect(detail[0]!.sizes).toBe(BannerSizes.overviewHeader);
    expect(detail[0]!.srcset).toMatch(/^\/api\/content_media\/banners\/connect-sm-1x\.webp 420w, /);

    const library = await preloads('/topics');
    expect(library.map(({ srcset }) => srcset!.split('/')[4]!.split('-')[0])).toEqual(['connect', 'forward']);
    expect(library.every(({ sizes }) => sizes === BannerSizes.libraryCard)).toBe(true);

    // A new account starts the carousel at the first topic.
    const dashboard = await preloads('/');
    expect(dashboard).toHaveLength(1);
    expect(dashboard[0]!.sizes).toBe(BannerSizes.carousel);
    expect(dashboard[0]!.srcset).toContain('/banners/connect-');

    expect(await preloads('/progress')).toEqual([]);
    expect(await preloads('/login')).toEqual([]);
  });

  it('leaves out what the API refuses: a trial user on a locked topic asks for it themselves', async () => {
    const { token } = await createAccount(t.db, { isTrialMode: true });
    const locked = await t.app.inject({ method: 'GET', url: '/api/modules/8?fullDetail=1', headers: asCookie(token) });
    expect(locked.statusCode).toBe(403);
    const response = await t.app.inject({ method: 'GET', url: '/topic_detail/8', headers: asCookie(token) });
    expect(Object.keys(bootReplies(response.body) ?? {})).toEqual([ApiReadPath.session]);
  });

  it('gives an ended session nothing but the empty session', async () => {
    const { token } = await createAccount(t.db);
    await t.app.inject({ method: 'GET', url: '/api/auth/logout', headers: asCookie(token) });
    const response = await t.app.inject({ method: 'GET', url: '/topics', headers: asCookie(token) });
    expect(bootReplies(response.body)).toEqual({ [ApiReadPath.session]: null });
  });

  it('cannot be broken out of by what a user wrote', async () => {
    const name = '</script><script>alert(1)</script> $& $\' \u2028';
    const { token } = await createAccount(t.db, { name });
    const response = await t.app.inject({ method: 'GET', url: '/topics', headers: asCookie(token) });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
    expect((bootReplies(response.body)?.[ApiReadPath.session] as { name: string }).name).toBe(name);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('is not added to HEAD requests', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/topics' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('jsonForScriptElement', () => {
  it('escapes every character that could end the element or start markup, and stays the same JSON', () => {
    const value = { text: '</script><!-- & \u2028\u2029 >' };
    const json = jsonForScriptElement(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
