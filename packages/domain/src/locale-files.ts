// The web app's translations, as the web build serves them: every namespace of a language in one
// file (apps/web/build/locale-bundles.ts), which the app reads (apps/web/src/lib/locale-backend.ts)
// and the server preloads with the page (apps/api/src/web/locale-preloads.ts).

import type { TLanguage } from './enums/index.ts';

/**
 * The translations come in two parts: the members' app, and the staff area at /studio, whose
 * namespaces (named `staff...`) members never download.
 */
export type TLocalePart = 'member' | 'staff';

export const localePartOf = (namespace: string): TLocalePart => (namespace.startsWith('staff') ? 'staff' : 'member');

/** Where the web build serves every namespace of one language and part, as `{ "<namespace>": {...} }`. */
export const localeBundlePath = (language: string, part: TLocalePart = 'member') =>
  part === 'member' ? `/locales/${language}.json` : `/locales/${language}.${part}.json`;

export const LocaleParts: readonly TLocalePart[] = ['member', 'staff'];

/**
 * The loading spinner's label, shown before any translation file has arrived, so it cannot come
 * from one: by the app, and by the server in the page's splash (apps/web/index.html).
 */
export const LoadingLabel: Record<TLanguage, string> = {
  en: 'Loading…',
  fr: 'Chargement…',
  es: 'Cargando…',
};
