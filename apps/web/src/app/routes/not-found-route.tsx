import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DefaultLanguage } from '@innerway/domain';
import { ButtonLink } from '../../components/ui';
import { currentLanguage } from '../../lib/i18n';
import { LanguageToggle } from '../layout/language-toggle';
import { Screen } from '../../components/ui/screen';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './not-found-route.module.css';

export default function NotFoundRoute() {
  const { t } = useTranslation(['errors', 'common']);
  useDocumentTitle(t('common:screens.notFound'));
  // Decided once: picking English in the toggle must not remove the radio that has the focus.
  const [showLanguageToggle] = useState(() => currentLanguage() !== DefaultLanguage);
  return (
    <Screen narrow>
      <section className={styles.panel} aria-labelledby="not-found-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t('errors:notFoundTitle')}</h1>
        <p>{t('errors:notFoundBody')}</p>
        <ButtonLink to="/">{t('common:actions.returnToDashboard')}</ButtonLink>
        {showLanguageToggle && (
          <div className={styles.language}>
            <LanguageToggle />
          </div>
        )}
      </section>
    </Screen>
  );
}
