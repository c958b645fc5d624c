import type { BackendModule, ReadCallback } from 'i18next';
import { localeBundlePath, localePartOf, type TLocalePart } from '@innerway/domain';

/** A failed download of a language's file, and whether trying again could help. */
class LocaleLoadError extends Error {
  readonly retry: boolean;
  constructor(message: string, retry: boolean) {
    super(message);
    this.retry = retry;
  }
}

/**
 * A plain GET with no header of its own: the server preloads the reader's file with the page
 * (apps/api/src/web/locale-preloads.ts), and the browser hands a preload over only to a request
 * made the same way. Worth retrying after a network failure or a server error, not after a 4xx,
 * which would only fail again.
 */
async function fetchBundle(path: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(path);
  } catch {
    throw new LocaleLoadError(`failed loading ${path}`, true);
  }
  if (!response.ok) throw new LocaleLoadError(`failed loading ${path}; status code: ${response.status}`, response.status >= 500);
  let bundle: unknown;
  try {
    bundle = await response.json();
  } catch (error) {
    throw new LocaleLoadError(`failed parsing ${path}: ${String(error)}`, false);
  }
  if (typeof bundle !== 'object' || bundle === null) throw new LocaleLoadError(`${path} is not a JSON object`, false);
  return bundle as Record<string, unknown>;
}

/**
 * Reads the translations the build serves, one file per language and part holding every namespace
 * of that part (apps/web/build/locale-bundles.ts): the first namespace asked for downloads its
 * file, every other of the same part is answered from it; the staff area's part is downloaded
 * only when a staff screen asks for one of its namespaces. A failed download is forgotten, so
 * that i18next's retry (which it makes when the callback says so) downloads again.
 */
export interface TLocaleBackend extends BackendModule {
  /** The namespaces a language's file holds (downloading it, if that is not done yet). */
  namespaces(language: string): Promise<string[]>;
}

export function createLocaleBackend(): TLocaleBackend {
  const bundles = new Map<string, Promise<Record<string, unknown>>>();

  function bundleOf(language: string, part: TLocalePart = 'member'): Promise<Record<string, unknown>> {
    const path = localeBundlePath(language, part);
    let bundle = bundles.get(path);
    if (!bundle) {
      const download = fetchBundle(path);
      download.catch(() => {
        if (bundles.get(path) === download) bundles.delete(path);
      });
      bundles.set(path, download);
      bundle = download;
    }
    return bundle;
  }

  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    namespaces: async (language) => Object.keys(await bundleOf(language)),
    read(language: string, namespace: string, callback: ReadCallback) {
      const part = localePartOf(namespace);
      bundleOf(language, part).then(
        (bundle) => {
          const resources = bundle[namespace];
          if (typeof resources === 'object' && resources !== null) callback(null, resources);
          else callback(`${localeBundlePath(language, part)} has no namespace ${namespace}`, false);
        },
        (error: LocaleLoadError) => callback(error.message, error.retry),
      );
    },
  };
}
