import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../../public/locales/en/common.json';
import enErrors from '../../public/locales/en/errors.json';
import frCommon from '../../public/locales/fr/common.json';
import frErrors from '../../public/locales/fr/errors.json';
import esCommon from '../../public/locales/es/common.json';
import esErrors from '../../public/locales/es/errors.json';

/** The app's own translation files, bundled so that tests need no HTTP backend. */
export async function initTestI18n(language = 'en') {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'fr', 'es'],
      ns: ['common', 'errors'],
      defaultNS: 'common',
      resources: {
        en: { common: enCommon, errors: enErrors },
        fr: { common: frCommon, errors: frErrors },
        es: { common: esCommon, errors: esErrors },
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
  await i18n.changeLanguage(language);
  return i18n;
}
