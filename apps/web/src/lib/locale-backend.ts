import type { BackendModule, ReadCallback } from 'i18next';
import { localeFilePath } from '@innerway/domain';

/**
 * Reads the translation files the build serves (public/locales/<language>/<namespace>.json). A
 * plain GET with no header of its own: the server preloads the first ones with the page
 * (apps/api/src/web/locale-preloads.ts), and the browser hands a preload over only to a request
 * made the same way. i18next retries a read whose callback says so: after a network failure or a server error, not
 * after a 4xx, which would only fail again.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const path = localeFilePath(language, namespace);
    fetch(path).then(
      async (response) => {
        if (!response.ok) {
          callback(`failed loading ${path}; status code: ${response.status}`, response.status >= 500);
          return;
        }
        try {
          callback(null, (await response.json()) as Record<string, unknown>);
        } catch (error) {
          callback(`failed parsing ${path}: ${String(error)}`, false);
        }
      },
      () => callback(`failed loading ${path}`, true),
    );
  },
};
