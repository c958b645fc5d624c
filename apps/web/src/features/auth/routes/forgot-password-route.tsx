import { useEffect, useId, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonLink, EmailField } from '../../../components/ui';
import { FormField } from '../../../components/form/form-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { currentLanguage } from '../../../lib/i18n';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-resolver';
import { useMessageText, useServerErrorText } from '../../../lib/server-error';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthPanel, authPanelStyles } from '../components/auth-panel';

const forgotPasswordResolver = lazyZodResolver(() => import('../lib/form-schemas').then((schemas) => schemas.ZForgotPassword));

export default function ForgotPasswordRoute() {
  const { t } = useTranslation(['auth', 'errors']);
  useDocumentTitle(t('forgot.title'));
  const validationText = useMessageText();
  const serverErrorText = useServerErrorText();
  const request = useForgotPasswordMutation();
  const successRef = useRef<HTMLDivElement>(null);
  const messageId = useId();

  const form = useForm({ resolver: useLazyResolver(forgotPasswordResolver), defaultValues: { email: '' } });
  const {
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) => request.mutate({ ...values, anonymous_locale: currentLanguage() }));

  useEffect(() => {
    if (request.isSuccess) successRef.current?.focus();
  }, [request.isSuccess]);

  const invalidText = validationText(errors.email?.message);
  const message = invalidText ?? (request.isError ? t('errors:sendRequest', { error: serverErrorText(request.error) }) : undefined);

  return (
    <AuthPanel title={t('forgot.heading')} intro={request.isSuccess ? undefined : t('forgot.intro')}>
      {request.isSuccess ? (
        <div className={authPanelStyles.actions} ref={successRef} tabIndex={-1}>
          <Alert tone="success">{t('forgot.success', { email: request.variables.email })}</Alert>
          <ButtonLink to="/login" variant="secondary" block>
            {t('forgot.returnToSignIn')}
          </ButtonLink>
        </div>
      ) : (
        <FormProvider {...form}>
          <form className={authPanelStyles.actions} onSubmit={onSubmit} noValidate>
            <FormField as={EmailField} name="email" label={t('forgot.email')} messageId={invalidText ? messageId : undefined} />
            {message && (
              <Alert tone="error" id={messageId}>
                {message}
              </Alert>
            )}
            <Button type="submit" busy={request.isPending} block>
              {t('forgot.submit')}
            </Button>
            <ButtonLink to="/login" variant="ghost" block>
              {t('forgot.returnToSignIn')}
            </ButtonLink>
          </form>
        </FormProvider>
      )}
    </AuthPanel>
  );
}
