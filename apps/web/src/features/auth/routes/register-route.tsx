import { useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Limits, type TRegister } from '@innerway/domain';
import { Alert, Button, CheckboxField, TextField, TextLink, EmailField } from '../../../components/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { appConfig } from '../../../lib/config';
import { currentLanguage } from '../../../lib/i18n';
import { lazyDialog, useDialogOpener } from '../../../lib/lazy-dialog';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-resolver';
import { useMessageText, useServerErrorText } from '../../../lib/server-error';
import { useRegisterMutation } from '../api/register';
import { AuthPanel, authPanelStyles } from '../components/auth-panel';
import { firstErrorMessage } from '../lib/validation-text';

const registerResolver = lazyZodResolver(() => import('../lib/form-schemas').then((schemas) => schemas.ZRegister));
// The Terms popup (Radix's dialog and its focus and scroll locks) shows only after a valid form:
// its code loads once the person points at or focuses the form, not with the screen.
const TermsModal = lazyDialog(() => import('../components/terms-modal'));
const fieldOrder = ['name', 'email', 'password', 'password_confirmation', 'institution_code'] as const;

function upperCaseAsTyped(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}

export default function RegisterRoute() {
  const { t } = useTranslation(['auth', 'errors']);
  useDocumentTitle(t('register.title'));
  const validationText = useMessageText();
  const serverErrorText = useServerErrorText();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const registration = useRegisterMutation();
  const [pending, setPending] = useState<TRegister | null>(null);
  const messageId = useId();
  const terms = useDialogOpener(TermsModal);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: useLazyResolver(registerResolver),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      institution_code: (searchParams.get('code') ?? '').toUpperCase().slice(0, Limits.institutionCodeMax),
      marketing_opt_in: false,
      // Agreement itself is given in the Terms popup; the request is only sent from there.
      agreed_to_conditions: true,
    },
  });
  const codeField = register('institution_code');

  const onSubmit = handleSubmit((values) => {
    registration.reset();
    terms.open(() => setPending(values));
  });

  const finish = () => {
    if (!pending) return;
    const { institution_code, ...rest } = pending;
    registration.mutate(
      { ...rest, ...(institution_code ? { institution_code } : {}), preferred_language: currentLanguage() },
      { onSuccess: () => void navigate('/', { replace: true }) },
    );
  };

  const invalidText = validationText(firstErrorMessage(errors, fieldOrder));
  const failure = registration.isError ? t('errors:register', { error: serverErrorText(registration.error) }) : undefined;
  const invalid = (name: (typeof fieldOrder)[number]) => (errors[name] ? true : undefined);
  // An invalid field points at the one line that explains the form's problem.
  const field = (name: (typeof fieldOrder)[number]) => ({
    'aria-invalid': invalid(name),
    'aria-describedby': errors[name] && invalidText ? messageId : undefined,
  });

  return (
    <AuthPanel title={t('register.heading')} intro={t('register.intro')}>
      <form className={authPanelStyles.actions} onSubmit={onSubmit} noValidate {...terms.intent}>
        <TextField
          label={t('register.name')}
          autoComplete="name"
          maxLength={Limits.nameMax}
          {...field('name')}
          {...register('name')}
        />
        <EmailField
          label={t('register.email')}
          {...field('email')}
          {...register('email')}
        />
        <TextField
          label={t('register.password')}
          hint={t('register.passwordHint')}
          type="password"
          autoComplete="new-password"
          maxLength={Limits.passwordMax}
          {...field('password')}
          {...register('password')}
        />
        <TextField
          label={t('register.confirm')}
          type="password"
          autoComplete="new-password"
          maxLength={Limits.passwordMax}
          {...field('password_confirmation')}
          {...register('password_confirmation')}
        />
        <TextField
          label={t('register.code')}
          hint={t('register.codeHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={Limits.institutionCodeMax}
          {...field('institution_code')}
          {...codeField}
          onChange={(event) => {
            upperCaseAsTyped(event);
            return codeField.onChange(event);
          }}
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
      <TermsModal
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        onAgree={finish}
        busy={registration.isPending}
        error={failure}
      />
    </AuthPanel>
  );
}
