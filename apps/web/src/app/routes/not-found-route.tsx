import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DefaultLanguage } from '@innerway/domain';
import { ButtonLink } from '../../components/ui';
import { currentLanguage } from '../../lib/i18n';
import { LanguageToggle } from '../layout/language-toggle';
import { Screen } from '../../components/ui/screen';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './not-found-route.module.css';

/**
 * An address that leads nowhere. Inside the staff frame (`inStudio`) the way back is the staff
 * home, and the frame has its own language toggle.
 */
export default function NotFoundRoute({ inStudio = false }: { inStudio?: boolean }) {
  const { t } = useTranslation(['errors', 'common', 'staff']);
  useDocumentTitle(t('common:screens.notFound'));
  // Decided once: picking English in the toggle must not remove the radio that has the focus.
  const [showLanguageToggle] = useState(() => !inStudio && currentLanguage() !== DefaultLanguage);
  return (
    <Screen narrow>
      <section className={styles.panel} aria-labelledby="not-found-title">
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{t('errors:notFoundTitle')}</h1>
        <p>{t(inStudio ? 'staff:notFound.body' : 'errors:notFoundBody')}</p>
        <ButtonLink to={inStudio ? '/studio' : '/'}>{t(inStudio ? 'staff:notFound.home' : 'common:actions.returnToDashboard')}</ButtonLink>
        {showLanguageToggle && (
          <div className={styles.language}>
            <LanguageToggle />
          </div>
        )}
      </section>
    </Screen>
  );
}
