import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerSrcSet, mediaUrl } from './media';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('media URLs', () => {
  it("are the website's own /api paths", () => {
    expect(mediaUrl('audio/a b.mp3')).toBe('/api/content_media/audio/a%20b.mp3');
    expect(bannerSrcSet([{ key: 'banners/1-400.webp', width: 400 }])).toBe('/api/content_media/banners/1-400.webp 400w');
  });

  it('in the apps, are on the API origin and carry the media token', async () => {
    vi.stubEnv('VITE_APP_TARGET', 'native');
    vi.stubEnv('VITE_API_URL', 'https://api.innerway.test');
    vi.resetModules();
    const [media, tokens] = await Promise.all([import('./media'), import('../platform/session-token')]);
    expect(media.mediaUrl('audio/a.mp3')).toBe('https://api.innerway.test/api/content_media/audio/a.mp3');
    await tokens.keepSessionTokens({ token: 't', media_token: 'm/+' });
    expect(media.mediaUrl('audio/a.mp3')).toBe('https://api.innerway.test/api/content_media/audio/a.mp3?media_token=m%2F%2B');
  });
});
