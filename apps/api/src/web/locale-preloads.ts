import { DefaultLanguage, Languages, localeBundlePath, type TLanguage } from '@innerway/domain';

const isLanguage = (value: string): value is TLanguage => (Languages as readonly string[]).includes(value);

/**
 * The browser's first language the app has, from Accept-Language ('fr-CA' counts as 'fr'): what
 * the web app starts in unless this device chose another (apps/web/src/lib/i18n.ts).
 */
export function acceptedLanguage(header: string | undefined): TLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { language: tag.split('-')[0]?.toLowerCase() ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLanguage) ?? DefaultLanguage;
}

/**
 * A preload of the file holding every translation of the reader's language, which the web app
 * reads before it can show anything: it downloads with the page instead of after the entry chunk
 * has run, and every screen's texts are in it. `crossorigin` and no header of the app's own: the
 * app's request (apps/web/src/lib/locale-backend.ts) must match, or the browser fetches twice.
 */
export function localePreloads(language: TLanguage): string {
  return `<link rel="preload" as="fetch" crossorigin href="${localeBundlePath(language)}">`;
}
