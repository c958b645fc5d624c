import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Limits } from '@innerway/domain';
import { Alert, Button, TextField, TextLink, EmailField } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-resolver';
import { useMessageText, useServerErrorText } from '../../../lib/server-error';
import { clearSessionLost, wasSessionLost } from '../../session';
import { useLoginMutation } from '../api/login';
import { firstErrorMessage } from '../lib/validation-text';
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
  const emailRef = useRef<HTMLInputElement | null>(null);
  useImperativeHandle(ref, () => ({ focus: () => emailRef.current?.focus() }), []);
  const messageId = useId();

  // A 401 took the user away from the screen they were on: say why here, once.
  const [sessionLost, setSessionLost] = useState(wasSessionLost);
  useEffect(() => {
    clearSessionLost();
  }, []);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(loginResolver), defaultValues: { email: '', password: '' } });
  const emailField = register('email');

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
  const describedBy = (invalid: unknown) => (invalid && invalidText ? messageId : undefined);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="login-form-title">
      <h2 id="login-form-title" className={styles.title}>
        {t('login.formTitle')}
      </h2>
      <EmailField
        label={t('login.email')}
        aria-invalid={errors.email ? true : undefined}
        aria-describedby={describedBy(errors.email)}
        {...emailField}
        ref={(element) => {
          emailField.ref(element);
          emailRef.current = element;
        }}
      />
      <div className={styles.passwordBlock}>
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          maxLength={Limits.passwordMax}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy(errors.password)}
          {...register('password')}
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
  );
});
