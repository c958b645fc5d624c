import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextLink } from '../../../components/ui';
import { Screen } from '../../../components/ui/screen';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { appConfig } from '../../../lib/config';
import { LoginForm, type LoginFormHandle } from '../components/login-form';
import styles from './login-route.module.css';

/**
 * Both steps are always rendered; CSS shows them side by side on wider screens, and on small
 * ones (spec: welcome step first) `data-step` picks the one to show.
 */
export default function LoginRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const [step, setStep] = useState<'welcome' | 'form'>('welcome');
  const formRef = useRef<LoginFormHandle>(null);

  useEffect(() => {
    if (step === 'form') formRef.current?.focus();
  }, [step]);

  return (
    <Screen>
      <div className={styles.page} data-step={step}>
        <section className={styles.welcome} aria-labelledby="login-welcome-title">
          <div className={styles.welcomeText}>
            <h1 id="login-welcome-title">{t('login.welcome', { product: appConfig.productName })}</h1>
            <p className={styles.tagline}>{t('login.tagline')}</p>
          </div>
          <div className={styles.welcomeActions}>
            <Button block onClick={() => setStep('form')}>
              {t('login.start')}
            </Button>
            <p>
              {t('login.noAccount')} <TextLink to="/register">{t('login.createOne')}</TextLink>
            </p>
          </div>
        </section>
        <section className={styles.formPanel}>
          <LoginForm ref={formRef} />
        </section>
      </div>
    </Screen>
  );
}
