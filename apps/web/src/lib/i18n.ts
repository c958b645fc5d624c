import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DefaultLanguage, Languages, type TLanguage } from '@innerway/domain';
import { createLocaleBackend } from './locale-backend';

export const languageStorageKey = 'preferred_language';

/** The namespaces every screen uses; the others come from the same file right after. */
const startNamespaces = ['common', 'errors'];

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (Languages as readonly string[]).includes(value);
}

export function currentLanguage(): TLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DefaultLanguage;
}

function reflectLanguage(): void {
  const lng = currentLanguage();
  document.documentElement.lang = lng;
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.href = lng === 'fr' ? '/manifest.fr.webmanifest' : '/manifest.webmanifest';
}

/**
 * The language to start in: the one chosen on this device (setLanguage), else the browser's
 * first one the app has ('fr-CA' counts as 'fr'), else English. Only an explicit choice is
 * remembered; the browser's language stays a guess.
 */
function startLanguage(): TLanguage {
  let chosen: string | null = null;
  try {
    chosen = window.localStorage.getItem(languageStorageKey);
  } catch {
    // Private browsing may refuse storage: the browser's language decides.
  }
  const candidates = [chosen, ...navigator.languages, navigator.language].map((language) => language?.split('-')[0]);
  return candidates.find(isLanguage) ?? DefaultLanguage;
}

/** Called once at start-up; tests initialise the same instance with bundled resources instead. */
export async function initI18n(): Promise<void> {
  i18n.on('languageChanged', reflectLanguage);
  const backend = createLocaleBackend();
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: startLanguage(),
      supportedLngs: [...Languages],
      // The build fills each language's file with the English texts it lacks
      // (apps/web/build/locale-bundles.ts): falling back to English here would make a French or
      // Spanish reader download the English file too before the first paint.
      fallbackLng: false,
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      ns: startNamespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  // The file just read holds every namespace. Taking them all in now means no screen suspends
  // later for its own (and a language switch reloads them all at once).
  await i18n.loadNamespaces(await backend.namespaces(currentLanguage()));
}

/** Switches the interface language now and remembers the choice on this device. */
export async function setLanguage(language: TLanguage): Promise<void> {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private browsing may refuse storage; the switch itself still works.
  }
  await i18n.changeLanguage(language);
}

export default i18n;
