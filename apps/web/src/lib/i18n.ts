import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DefaultLanguage, Languages, type TLanguage } from '@innerway/domain';

export const languageStorageKey = 'preferred_language';

/** Shown before any translation file has arrived, so it cannot come from one. */
export const loadingLabel: Record<TLanguage, string> = {
  en: 'Loading…',
  fr: 'Chargement…',
  es: 'Cargando…',
};

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

export const namespaces = ['common', 'errors'] as const;

/** Called once at start-up; tests initialise the same instance with bundled resources instead. */
export function initI18n() {
  i18n.on('languageChanged', reflectLanguage);
  return i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...Languages],
      fallbackLng: DefaultLanguage,
      load: 'languageOnly',
      nonExplicitSupportedLngs: true,
      ns: [...namespaces],
      defaultNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: languageStorageKey,
        // 'fr-CA' becomes 'fr', so that `i18n.language` is always one of ours.
        convertDetectedLanguage: (detected: string) => detected.split('-')[0] ?? detected,
        // Only an explicit choice is remembered (setLanguage); the browser's language stays a guess.
        caches: [],
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
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
