import { Trans, useTranslation } from 'react-i18next';
import { Card, PageHeader } from '../components/ui';
import { useDocumentTitle } from '../lib/use-document-title';
import { appConfig } from '../lib/config';
import { StandaloneFrame } from './standalone-frame';
import styles from './standalone.module.css';

/** Support filters on this subject, so it stays the same in every language. */
const deletionSubject = 'Request for Account Deletion';

function DeletionInstructions() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('deletion.title'));
  const mailto = `mailto:${appConfig.supportEmail}?subject=${encodeURIComponent(deletionSubject)}`;
  return (
    <>
      <PageHeader title={t('deletion.title')} />
      <Card className={styles.card}>
        <p>{t('deletion.intro', { product: appConfig.productName })}</p>
        <ol className={styles.list}>
          <li>{t('deletion.inApp')}</li>
          <li>
            <Trans
              t={t}
              i18nKey="deletion.byEmail"
              values={{ email: appConfig.supportEmail, subject: deletionSubject }}
              components={{ mail: <a href={mailto} /> }}
            />
          </li>
        </ol>
        <p>{t('deletion.verify')}</p>
        <p>{t('deletion.confirm')}</p>
        <p className={styles.meta}>{t('deletion.legal')}</p>
        <p>
          <a href="/">{t('deletion.home')}</a>
        </p>
      </Card>
    </>
  );
}

export default function RequestAccountDeletionPage() {
  return (
    <StandaloneFrame>
      <DeletionInstructions />
    </StandaloneFrame>
  );
}
