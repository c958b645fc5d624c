import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Limits } from '@innerway/domain';
import { Alert, Button, CheckboxField, EmailField, TextLink } from '../../../components/ui';
import { FormField } from '../../../components/form/form-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { appConfig } from '../../../lib/config';
import { lazyDialog, useDialogOpener } from '../../../lib/lazy-dialog';
import { useMessageText, useServerErrorText } from '../../../lib/server-error';
import { AuthPanel, authPanelStyles } from '../components/auth-panel';
import { NewPasswordFields } from '../components/new-password-fields';
import { useRegistration } from '../lib/use-registration';
import { firstErrorMessage } from '../../../lib/validation-text';

// The Terms popup (Radix's dialog and its focus and scroll locks) shows only after a valid form:
// its code loads once the person points at or focuses the form, not with the screen.
const TermsModal = lazyDialog(() => import('../components/terms-modal'));
const fieldOrder = ['name', 'email', 'password', 'password_confirmation', 'institution_code'] as const;

export default function RegisterRoute() {
  const { t } = useTranslation(['auth', 'errors']);
  useDocumentTitle(t('register.title'));
  const validationText = useMessageText();
  const serverErrorText = useServerErrorText();
  const messageId = useId();
  const terms = useDialogOpener(TermsModal);
  const { form, onSubmit, pending, finish, cancel, registration } = useRegistration(terms.open);
  const {
    register,
    formState: { errors },
  } = form;

  const invalidText = validationText(firstErrorMessage(errors, fieldOrder));
  const failure = registration.isError ? t('errors:register', { error: serverErrorText(registration.error) }) : undefined;
  // An invalid field points at the one line that explains the form's problem.
  const explainedBy = invalidText ? messageId : undefined;

  return (
    <AuthPanel title={t('register.heading')} intro={t('register.intro')}>
      <FormProvider {...form}>
        <form className={authPanelStyles.actions} onSubmit={onSubmit} noValidate {...terms.intent}>
          <FormField name="name" label={t('register.name')} autoComplete="name" maxLength={Limits.nameMax} messageId={explainedBy} />
          <FormField as={EmailField} name="email" label={t('register.email')} messageId={explainedBy} />
          <NewPasswordFields texts="register" messageId={explainedBy} />
          <FormField
            name="institution_code"
            label={t('register.code')}
            hint={t('register.codeHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={Limits.institutionCodeMax}
            messageId={explainedBy}
            upperCase
          />
          <CheckboxField
            label={t('register.consent', { product: appConfig.productName })}
            {...register('marketing_opt_in')}
          />
          {invalidText && (
            <Alert tone="error" id={messageId}>
              {invalidText}
            </Alert>
          )}
          {failure && !pending && <Alert tone="error">{failure}</Alert>}
          {terms.error && <Alert tone="error">{terms.error}</Alert>}
          <Button type="submit" busy={terms.busy} block>
            {t('register.submit')}
          </Button>
          <TextLink to="/login" className={authPanelStyles.centered}>
            {t('register.returnToSignIn')}
          </TextLink>
        </form>
      </FormProvider>
      <TermsModal
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) cancel();
        }}
        onAgree={finish}
        busy={registration.isPending}
        error={failure}
      />
    </AuthPanel>
  );
}
