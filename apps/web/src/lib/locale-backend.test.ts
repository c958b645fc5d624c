import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackendModule } from 'i18next';
import { createLocaleBackend } from './locale-backend';

const bundles: Record<string, Record<string, unknown>> = {
  en: { common: { save: 'Save' }, errors: { generic: 'Something went wrong' }, topics: { title: 'Topics' } },
  fr: { common: { save: 'Enregistrer' }, errors: { generic: 'Une erreur est survenue' } },
  'en.staff': { staff: { title: 'Staff' }, staffPeople: { search: 'Search' } },
};

/** Answers each request with the next of `answers` (a status, or 'offline' for a network failure), then 200. */
function fakeFetch(...answers: (number | 'offline')[]) {
  const fetch = vi.fn(async (path: string) => {
    const answer = answers.shift() ?? 200;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const language = /^\/locales\/([\w.]+)\.json$/.exec(path)?.[1] ?? '';
    return new Response(JSON.stringify(bundles[language] ?? {}), { status: answer });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** What the backend's callback received: the error, and the data or whether i18next should retry. */
function read(backend: BackendModule, language: string, namespace: string) {
  return new Promise<[unknown, unknown]>((resolve) => {
    backend.read(language, namespace, (error, data) => resolve([error, data]));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the locale backend', () => {
  it("answers every namespace of a language from one request for the language's file", async () => {
    const fetch = fakeFetch();
    const backend = createLocaleBackend();
    const [common, errors] = await Promise.all([read(backend, 'en', 'common'), read(backend, 'en', 'errors')]);
    expect(common).toEqual([null, { save: 'Save' }]);
    expect(errors).toEqual([null, { generic: 'Something went wrong' }]);
    // A screen's namespace, asked for later, comes from the same file.
    expect(await read(backend, 'en', 'topics')).toEqual([null, { title: 'Topics' }]);
    // As the page preloads it: the path alone, no options (no header of its own).
    expect(fetch.mock.calls).toEqual([['/locales/en.json']]);

    expect(await read(backend, 'fr', 'common')).toEqual([null, { save: 'Enregistrer' }]);
    expect(fetch.mock.calls).toEqual([['/locales/en.json'], ['/locales/fr.json']]);
  });

  it("reads the staff area's namespaces from their own file, downloaded only when one is asked for", async () => {
    const fetch = fakeFetch();
    const backend = createLocaleBackend();
    expect(await backend.namespaces('en')).toEqual(['common', 'errors', 'topics']);
    expect(fetch.mock.calls).toEqual([['/locales/en.json']]);
    const [staff, people] = await Promise.all([read(backend, 'en', 'staff'), read(backend, 'en', 'staffPeople')]);
    expect(staff).toEqual([null, { title: 'Staff' }]);
    expect(people).toEqual([null, { search: 'Search' }]);
    expect(fetch.mock.calls).toEqual([['/locales/en.json'], ['/locales/en.staff.json']]);
  });

  it("names the namespaces of a language's file, from the same single download", async () => {
    const fetch = fakeFetch();
    const backend = createLocaleBackend();
    expect(await backend.namespaces('en')).toEqual(['common', 'errors', 'topics']);
    expect(await read(backend, 'en', 'topics')).toEqual([null, { title: 'Topics' }]);
    expect(fetch.mock.calls).toEqual([['/locales/en.json']]);
  });

  it.each([
    ['a network failure', 'offline' as const],
    ['a server error', 503],
  ])('asks i18next to retry after %s, and downloads the file again then', async (_, failure) => {
    const fetch = fakeFetch(failure);
    const backend = createLocaleBackend();
    const [common, errors] = await Promise.all([read(backend, 'en', 'common'), read(backend, 'en', 'errors')]);
    expect(common).toEqual([expect.stringContaining('/locales/en.json'), true]);
    expect(errors).toEqual([expect.stringContaining('/locales/en.json'), true]);
    expect(fetch).toHaveBeenCalledTimes(1);

    expect(await read(backend, 'en', 'common')).toEqual([null, { save: 'Save' }]);
    expect(await read(backend, 'en', 'errors')).toEqual([null, { generic: 'Something went wrong' }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not ask for a retry after a 4xx, which would only fail again', async () => {
    fakeFetch(404);
    expect(await read(createLocaleBackend(), 'en', 'common')).toEqual(['failed loading /locales/en.json; status code: 404', false]);
  });

  it("fails a namespace the language's file does not have, without a retry", async () => {
    const fetch = fakeFetch();
    const backend = createLocaleBackend();
    expect(await read(backend, 'fr', 'topics')).toEqual(['/locales/fr.json has no namespace topics', false]);
    expect(await read(backend, 'fr', 'common')).toEqual([null, { save: 'Enregistrer' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
