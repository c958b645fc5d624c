import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every namespace of every language: screens load their own namespace on demand in the app, and
// a test rendering the whole route table meets them all.
const localeFiles = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', { eager: true, import: 'default' });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, content] of Object.entries(localeFiles)) {
  const [, language = '', namespace = ''] = /locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
  (resources[language] ??= {})[namespace] = content;
}

/** The app's own translation files, bundled so that tests need no HTTP backend. */
export async function initTestI18n(language = 'en') {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'fr', 'es'],
      ns: Object.keys(resources.en ?? {}),
      defaultNS: 'common',
      resources,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  await i18n.changeLanguage(language);
  return i18n;
}
