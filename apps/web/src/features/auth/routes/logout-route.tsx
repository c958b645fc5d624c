import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Alert, Button, ButtonLink, Spinner } from '../../../components/ui';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../session';
import { useLogoutMutation } from '../api/logout';
import { AuthPanel, authPanelStyles } from '../components/auth-panel';
import styles from '../components/status-line.module.css';

export default function LogoutRoute() {
  const { t } = useTranslation(['auth', 'errors']);
  useDocumentTitle(t('logout.title'));
  const navigate = useNavigate();
  const session = useSession();
  // Decided once: the sign-out itself turns the session anonymous and must not count as "already out".
  const [alreadySignedOut] = useState(() => session.status === 'anonymous');
  const logout = useLogoutMutation();
  const { mutate } = logout;

  const started = useRef(false);
  useEffect(() => {
    if (started.current || alreadySignedOut) return;
    started.current = true;
    mutate(undefined, { onSuccess: () => void navigate('/', { replace: true }) });
  }, [alreadySignedOut, mutate, navigate]);

  if (alreadySignedOut) return <Navigate to="/" replace />;

  return (
    <AuthPanel title={t('logout.title')}>
      <div className={authPanelStyles.actions}>
        {logout.isError ? (
          <>
            <Alert tone="error">{t('errors:signOutFailed')}</Alert>
            <Button onClick={() => mutate(undefined, { onSuccess: () => void navigate('/', { replace: true }) })} block>
              {t('logout.retry')}
            </Button>
            <ButtonLink to="/" variant="ghost" block>
              {t('logout.returnToDashboard')}
            </ButtonLink>
          </>
        ) : (
          <p className={styles.statusLine} role="status">
            <Spinner size="small" />
            {t('logout.signingOut')}
          </p>
        )}
      </div>
    </AuthPanel>
  );
}
