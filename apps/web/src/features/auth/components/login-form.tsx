import { forwardRef, useImperativeHandle, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Limits, ZLogin } from '@innerway/domain';
import { Alert, Button, TextField, TextLink } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { useServerErrorText } from '../../../lib/server-error';
import { useLoginMutation } from '../api/login';
import { firstErrorMessage, useValidationText } from '../lib/validation-text';
import styles from './login-form.module.css';

export interface LoginFormHandle {
  focus: () => void;
}

export const LoginForm = forwardRef<LoginFormHandle>(function LoginForm(_props, ref) {
  const { t } = useTranslation(['auth', 'errors']);
  const validationText = useValidationText();
  const serverErrorText = useServerErrorText();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const login = useLoginMutation();
  const emailRef = useRef<HTMLInputElement | null>(null);
  useImperativeHandle(ref, () => ({ focus: () => emailRef.current?.focus() }), []);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZLogin), defaultValues: { email: '', password: '' } });
  const emailField = register('email');

  const onSubmit = handleSubmit((values) => {
    login.mutate(
      { ...values, anonymous_locale: currentLanguage() },
      {
        // Elsewhere the guard now shows the page the visitor asked for in place of this form.
        onSuccess: () => {
          if (pathname === '/login') void navigate('/', { replace: true });
        },
      },
    );
  });

  const invalidText = validationText(firstErrorMessage(errors, ['email', 'password']));
  const message = invalidText ?? (login.isError ? t('errors:signIn', { error: serverErrorText(login.error) }) : undefined);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="login-form-title">
      <h2 id="login-form-title" className={styles.title}>
        {t('login.formTitle')}
      </h2>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={Limits.emailMax}
        aria-invalid={errors.email ? true : undefined}
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
          {...register('password')}
        />
        <TextLink to="/password/reset" className={styles.forgot}>
          {t('login.forgot')}
        </TextLink>
      </div>
      {message && <Alert tone="error">{message}</Alert>}
      <Button type="submit" busy={login.isPending} block>
        {t('login.submit')}
      </Button>
      <p className={styles.register}>
        <TextLink to="/register">{t('login.register')}</TextLink>
      </p>
    </form>
  );
});
