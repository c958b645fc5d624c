import { afterEach, describe, expect, it, vi } from 'vitest';

/** lib/config.ts as first imported under a page whose store tags say `stores`. */
async function configUnder(stores: Record<string, string | null>) {
  for (const [name, content] of Object.entries(stores)) {
    document.head.querySelector(`meta[name="${name}"]`)?.remove();
    if (content === null) continue;
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
  vi.resetModules();
  return (await import('./config')).appConfig;
}

const original = Object.fromEntries(
  ['app-store-url', 'play-store-url'].map((name) => [name, document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? null]),
);
afterEach(async () => {
  await configUnder(original);
});

describe('appConfig: the store addresses the server writes into the page', () => {
  it('reads them from their tags', async () => {
    const config = await configUnder({
      'app-store-url': 'https://apps.apple.com/app/innerway/id6450000001',
      'play-store-url': 'https://play.google.com/store/apps/details?id=app.innerway',
    });
    expect(config.appStoreUrl).toBe('https://apps.apple.com/app/innerway/id6450000001');
    expect(config.playStoreUrl).toBe('https://play.google.com/store/apps/details?id=app.innerway');
  });

  it('has none for a store the server did not configure, or gave no https address', async () => {
    expect(await configUnder({ 'app-store-url': null, 'play-store-url': '__PLAY_STORE_URL__' })).toMatchObject({ appStoreUrl: null, playStoreUrl: null });
    expect(await configUnder({ 'app-store-url': 'http://apps.apple.com/app/x', 'play-store-url': 'javascript:alert(1)' })).toMatchObject({
      appStoreUrl: null,
      playStoreUrl: null,
    });
  });
});
