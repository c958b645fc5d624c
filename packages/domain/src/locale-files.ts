// The web app's translations, as the web build serves them: every namespace of a language in one
// file (apps/web/build/locale-bundles.ts), which the app reads (apps/web/src/lib/locale-backend.ts)
// and the server preloads with the page (apps/api/src/web/locale-preloads.ts).

import type { TLanguage } from './enums/index.ts';

/** Where the web build serves every namespace of one language, as `{ "<namespace>": {...} }`. */
export const localeBundlePath = (language: string) => `/locales/${language}.json`;

/**
 * The loading spinner's label, shown before any translation file has arrived, so it cannot come
 * from one: by the app, and by the server in the page's splash (apps/web/index.html).
 */
export const LoadingLabel: Record<TLanguage, string> = {
  en: 'Loading…',
  fr: 'Chargement…',
  es: 'Cargando…',
};
