import { forwardRef, useEffect, useId, useImperativeHandle, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Limits } from '@innerway/domain';
import { Alert, Button, EmailField, TextLink } from '../../../components/ui';
import { FormField } from '../../../components/form/form-field';
import { currentLanguage } from '../../../lib/i18n';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-resolver';
import { useMessageText, useServerErrorText } from '../../../lib/server-error';
import { clearSessionLost, wasSessionLost } from '../../session';
import { useLoginMutation } from '../api/login';
import { firstErrorMessage } from '../../../lib/validation-text';
import styles from './login-form.module.css';

const loginResolver = lazyZodResolver(() => import('../lib/form-schemas').then((schemas) => schemas.ZLogin));

export interface LoginFormHandle {
  focus: () => void;
}

export const LoginForm = forwardRef<LoginFormHandle>(function LoginForm(_props, ref) {
  const { t } = useTranslation(['auth', 'errors']);
  const validationText = useMessageText();
  const serverErrorText = useServerErrorText();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const login = useLoginMutation();
  const messageId = useId();

  // A 401 took the user away from the screen they were on: say why here, once.
  const [sessionLost, setSessionLost] = useState(wasSessionLost);
  useEffect(() => {
    clearSessionLost();
  }, []);

  const form = useForm({ resolver: useLazyResolver(loginResolver), defaultValues: { email: '', password: '' } });
  const {
    handleSubmit,
    setFocus,
    formState: { errors },
  } = form;
  useImperativeHandle(ref, () => ({ focus: () => setFocus('email') }), [setFocus]);

  const onSubmit = handleSubmit((values) => {
    login.mutate(
      { ...values, anonymous_locale: currentLanguage() },
      {
        // Elsewhere the guard now shows the page the visitor asked for in place of this form.
        onSuccess: () => {
          setSessionLost(false);
          if (pathname === '/login') void navigate('/', { replace: true });
        },
      },
    );
  });

  const invalidText = validationText(firstErrorMessage(errors, ['email', 'password']));
  const message =
    invalidText ??
    (login.isError ? t('errors:signIn', { error: serverErrorText(login.error) }) : sessionLost ? t('errors:unauthorized') : undefined);
  const explainedBy = invalidText ? messageId : undefined;

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="login-form-title">
        <h2 id="login-form-title" className={styles.title}>
          {t('login.formTitle')}
        </h2>
        <FormField as={EmailField} name="email" label={t('login.email')} messageId={explainedBy} />
        <div className={styles.passwordBlock}>
          <FormField
            name="password"
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            maxLength={Limits.passwordMax}
            messageId={explainedBy}
          />
          <TextLink to="/password/reset" className={styles.forgot}>
            {t('login.forgot')}
          </TextLink>
        </div>
        {message && (
          <Alert tone="error" id={messageId}>
            {message}
          </Alert>
        )}
        <Button type="submit" busy={login.isPending} block>
          {t('login.submit')}
        </Button>
        <p className={styles.register}>
          <TextLink to="/register">{t('login.register')}</TextLink>
        </p>
      </form>
    </FormProvider>
  );
});
