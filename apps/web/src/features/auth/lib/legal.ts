import type { TLanguage } from '@innerway/domain';

export type TLegalDocument = 'terms' | 'privacy' | 'about';

/** Static pages in public/legal, one per language, so they open without the app. */
export function legalUrl(document: TLegalDocument, language: TLanguage): string {
  return `/legal/${document}.${language}.html`;
}
