import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../session';
import { AuthPanel, authPanelStyles } from '../components/auth-panel';
import { ResendVerification } from '../components/resend-verification';

export default function VerificationPromptRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('prompt.title'));
  const email = useSession().user?.email ?? '';

  return (
    <AuthPanel title={t('prompt.title')} intro={t('prompt.sent', { email })}>
      <div className={authPanelStyles.actions}>
        <p className={authPanelStyles.intro}>{t('prompt.spam')}</p>
        <ResendVerification email={email} block />
        <ButtonLink to="/" variant="ghost" block>
          {t('prompt.returnToDashboard')}
        </ButtonLink>
      </div>
    </AuthPanel>
  );
}
