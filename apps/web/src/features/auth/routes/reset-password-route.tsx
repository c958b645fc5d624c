import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Alert, Button, ButtonLink, EmailField } from '../../../components/ui';
import { FormField } from '../../../components/form/form-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { currentLanguage } from '../../../lib/i18n';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-resolver';
import { useMessageText, useServerErrorText } from '../../../lib/server-error';
import { useSession } from '../../session';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthPanel, authPanelStyles } from '../components/auth-panel';
import { NewPasswordFields } from '../components/new-password-fields';
import { firstErrorMessage } from '../../../lib/validation-text';

const resetPasswordResolver = lazyZodResolver(() => import('../lib/form-schemas').then((schemas) => schemas.ZResetPassword));

export default function ResetPasswordRoute() {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const validationText = useMessageText();
  const serverErrorText = useServerErrorText();
  const reset = useResetPasswordMutation();
  const messageId = useId();

  // A successful reset signs the visitor in; the screen keeps the wording it started with.
  const [signedIn] = useState(() => session.status === 'authenticated');
  const title = signedIn ? t('reset.titleChange') : t('reset.titleReset');
  useDocumentTitle(title);

  const emailFromLink = searchParams.get('email') ?? '';
  const form = useForm({
    resolver: useLazyResolver(resetPasswordResolver),
    defaultValues: { email: emailFromLink || session.user?.email || '', password: '', password_confirmation: '', token },
  });
  const {
    handleSubmit,
    formState: { errors },
  } = form;

  // The message may carry the server's English text: a new language starts clean.
  const { reset: clearResult, isError } = reset;
  const languageRef = useRef(i18n.language);
  useEffect(() => {
    if (languageRef.current === i18n.language) return;
    languageRef.current = i18n.language;
    if (isError) clearResult();
  }, [i18n.language, isError, clearResult]);

  const onSubmit = handleSubmit((values) => reset.mutate({ ...values, anonymous_locale: currentLanguage() }));

  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reset.isSuccess) successRef.current?.focus();
  }, [reset.isSuccess]);

  if (reset.isSuccess) {
    return (
      <AuthPanel title={title}>
        <div className={authPanelStyles.actions} ref={successRef} tabIndex={-1}>
          <Alert tone="success">{t('reset.success')}</Alert>
          <ButtonLink to="/" block>
            {t('reset.goToDashboard')}
          </ButtonLink>
        </div>
      </AuthPanel>
    );
  }

  const invalidText = validationText(firstErrorMessage(errors, ['email', 'password', 'password_confirmation', 'token']));
  const message = invalidText ?? (reset.isError ? t('errors:passwordReset', { error: serverErrorText(reset.error) }) : undefined);
  const explainedBy = invalidText ? messageId : undefined;

  return (
    <AuthPanel title={title} intro={t('reset.intro')}>
      <FormProvider {...form}>
        <form className={authPanelStyles.actions} onSubmit={onSubmit} noValidate>
          <FormField as={EmailField} name="email" label={t('reset.email')} autoComplete="username" readOnly messageId={explainedBy} />
          <NewPasswordFields texts="reset" messageId={explainedBy} />
          {message && (
            <Alert tone="error" id={messageId}>
              {message}
            </Alert>
          )}
          <Button type="submit" busy={reset.isPending} block>
            {t('reset.submit')}
          </Button>
          <ButtonLink to="/" variant="secondary" block>
            {signedIn ? t('reset.returnToDashboard') : t('reset.returnToSignIn')}
          </ButtonLink>
        </form>
      </FormProvider>
    </AuthPanel>
  );
}
