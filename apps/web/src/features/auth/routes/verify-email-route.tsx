import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert, ButtonLink, Spinner } from '../../../components/ui';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useRefreshSession, useSession } from '../../session';
import { useVerifyEmailMutation } from '../api/verify-email';
import { AuthPanel, authPanelStyles } from '../components/auth-panel';
import styles from '../components/status-line.module.css';

function replySaysAlreadyVerified(error: unknown): boolean {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return false;
  return (error.data as { already_verified?: unknown }).already_verified === true;
}

export default function VerifyEmailRoute() {
  const { t } = useTranslation(['auth', 'errors']);
  useDocumentTitle(t('verify.title'));
  const verificationId = useParams().verificationId?.trim() ?? '';
  const session = useSession();
  const refreshSession = useRefreshSession();
  const verify = useVerifyEmailMutation();
  const { mutate } = verify;

  // The link works once: StrictMode's second effect run must not spend it again.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !verificationId) return;
    started.current = true;
    mutate(verificationId, {
      onError: (error) => {
        if (replySaysAlreadyVerified(error) && session.status === 'authenticated') void refreshSession();
      },
    });
  }, [verificationId, mutate, session.status, refreshSession]);

  const alreadyVerified = replySaysAlreadyVerified(verify.error) || session.user?.is_email_verified === true;

  let content;
  if (!verificationId) {
    content = <Alert tone="error">{t('errors:verificationUrlInvalid')}</Alert>;
  } else if (verify.isSuccess) {
    content = <Alert tone="success">{t('verify.success')}</Alert>;
  } else if (verify.isError) {
    content = (
      <Alert tone={alreadyVerified ? 'info' : 'error'}>
        {alreadyVerified ? t('errors:verificationAlreadyVerified') : t('errors:verificationFailed')}
      </Alert>
    );
  } else {
    content = (
      <p className={styles.statusLine} role="status">
        <Spinner size="small" />
        {t('verify.verifying')}
      </p>
    );
  }

  return (
    <AuthPanel title={t('verify.title')}>
      <div className={authPanelStyles.actions}>
        {content}
        {(verify.isSuccess || verify.isError || !verificationId) && (
          <ButtonLink to="/" variant={verify.isSuccess ? 'primary' : 'secondary'} block>
            {verify.isSuccess ? t('verify.goToDashboard') : t('verify.returnToDashboard')}
          </ButtonLink>
        )}
      </div>
    </AuthPanel>
  );
}
