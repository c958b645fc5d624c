import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { ButtonLink } from '../../components/ui';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Screen } from '../../components/ui/screen';
import styles from './error-panel.module.css';

export interface ErrorPanelProps {
  /** The whole application failed: say to refresh, and leave through a full page load. */
  global?: boolean;
  diagnostic?: string | undefined;
}

/** 'Uh oh! Something went wrong.' with the way forward, never a bare stack trace. */
export function ErrorPanel({ global = false, diagnostic }: ErrorPanelProps) {
  const { t } = useTranslation(['errors', 'common']);
  useDocumentTitle(t('common:screens.error'));
  return (
    <Screen narrow>
      <section className={styles.panel} aria-labelledby="error-title">
        <TriangleAlert className={styles.icon} aria-hidden="true" />
        <h1 id="error-title">{t('errors:genericTitle')}</h1>
        {global && <p>{t('errors:genericBody')}</p>}
        <ButtonLink to="/" reloadDocument={global}>
          {t('common:actions.returnToDashboard')}
        </ButtonLink>
        {diagnostic && (
          <details className={styles.details}>
            <summary>{t('common:error.diagnostic')}</summary>
            <pre>{diagnostic}</pre>
          </details>
        )}
      </section>
    </Screen>
  );
}
