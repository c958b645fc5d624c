import { useTranslation } from 'react-i18next';
import type { TUser } from '@innerway/domain';
import { Alert, Button, Card } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { useServerErrorText } from '../../../lib/server-error';
import { useForgotPasswordMutation } from '../../auth';
import styles from './account-sections.module.css';

/** Changing the password goes through the same e-mailed link as a forgotten one. */
export function PasswordSection({ user }: { user: TUser }) {
  const { t } = useTranslation(['account', 'errors']);
  const serverErrorText = useServerErrorText();
  const request = useForgotPasswordMutation();

  return (
    <Card as="section" className={styles.section} aria-labelledby="password-heading">
      <h2 id="password-heading">{t('password.heading')}</h2>
      <p className={styles.muted}>{t('password.intro')}</p>
      {request.isSuccess && <Alert tone="success">{t('password.sent', { email: user.email })}</Alert>}
      {request.isError && <Alert tone="error">{t('errors:passwordChange', { error: serverErrorText(request.error) })}</Alert>}
      <div className={styles.buttonRow}>
        <Button
          variant="secondary"
          busy={request.isPending}
          onClick={() => request.mutate({ email: user.email, anonymous_locale: currentLanguage() })}
        >
          {t('password.change')}
        </Button>
      </div>
    </Card>
  );
}
