import { afterEach, describe, expect, it, vi } from 'vitest';
import { legalUrl } from './legal';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('legalUrl', () => {
  it("is the website's own page in the reader's language", () => {
    expect(legalUrl('privacy', 'fr')).toBe('/legal/privacy.fr.html');
  });

  it("is the website's address in the apps, so that it opens in the system browser", async () => {
    vi.stubEnv('VITE_APP_TARGET', 'native');
    vi.stubEnv('VITE_API_URL', 'https://innerway.example/');
    vi.resetModules();
    const { legalUrl: appLegalUrl } = await import('./legal');
    expect(appLegalUrl('terms', 'es')).toBe('https://innerway.example/legal/terms.es.html');
  });
});
