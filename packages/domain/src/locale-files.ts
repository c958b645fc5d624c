// The web app's translation files, as the web build serves them: the app reads them at start
// (apps/web/src/lib/i18n.ts) and the server preloads them with the page (apps/api/src/web).

/** The namespaces the web app loads before any screen's own. */
export const startNamespaces = ['common', 'errors'] as const;

/** Where the web build serves one namespace of one language. */
export const localeFilePath = (language: string, namespace: string) => `/locales/${language}/${namespace}.json`;
