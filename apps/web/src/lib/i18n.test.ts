import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { initI18n, languageStorageKey } from './i18n';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the app's translations", () => {
  it("start in one request for the reader's language, which also holds every screen's texts", async () => {
    const bundle = { common: { save: 'Enregistrer' }, errors: { generic: 'Erreur' }, topics: { title: 'Thèmes' } };
    const fetch = vi.fn(async () => new Response(JSON.stringify(bundle)));
    vi.stubGlobal('fetch', fetch);
    window.localStorage.setItem(languageStorageKey, 'fr');

    await initI18n();
    expect(i18n.t('save')).toBe('Enregistrer');
    expect(document.documentElement.lang).toBe('fr');
    await i18n.loadNamespaces('topics');
    expect(i18n.t('title', { ns: 'topics' })).toBe('Thèmes');
    // Not the English file as well: the build fills in the English texts a language lacks.
    expect(fetch.mock.calls).toEqual([['/locales/fr.json']]);
  });
});
