import type { TLanguage } from '@innerway/domain';
import { apiOrigin } from './config';

export type TLegalDocument = 'terms' | 'privacy' | 'about';

/**
 * Static pages in public/legal, one per language, so they open without the app. The apps link to
 * the website's copy: a page of the app's own origin opened in a new window would have no way
 * back, while a web address opens in the system browser.
 */
export function legalUrl(document: TLegalDocument, language: TLanguage): string {
  const origin = import.meta.env.VITE_APP_TARGET === 'native' ? apiOrigin : '';
  return `${origin}/legal/${document}.${language}.html`;
}
