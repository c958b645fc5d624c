import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Languages, Version } from '@innerway/domain';
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

describe('the About pages', () => {
  // Static pages: they cannot read the version record, so they are held to it here.
  it.each(Languages)('state the version record’s web version and build (%s)', (language) => {
    const page = readFileSync(path.join(import.meta.dirname, `../../public/legal/about.${language}.html`), 'utf8');
    expect(page).toMatch(new RegExp(`\\b${Version.web.version.replaceAll('.', '\\.')} \\(build ${Version.web.build}\\)`));
  });
});
