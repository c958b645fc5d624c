import { useTranslation } from 'react-i18next';
import { Mail } from 'lucide-react';
import { ButtonLink, TextLink } from '../../../components/ui';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { appConfig } from '../../../lib/config';
import { AuthPanel, authPanelStyles } from '../components/auth-panel';

export default function DisabledRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('disabled.title'));

  return (
    <AuthPanel title={t('disabled.message')} intro={t('disabled.body')}>
      <div className={authPanelStyles.actions}>
        <ButtonLink to="/logout" block>
          {t('disabled.logout')}
        </ButtonLink>
        <TextLink href={`mailto:${appConfig.supportEmail}`} className={authPanelStyles.centered}>
          <Mail aria-hidden size={18} />
          {t('disabled.contact')}
        </TextLink>
      </div>
    </AuthPanel>
  );
}
