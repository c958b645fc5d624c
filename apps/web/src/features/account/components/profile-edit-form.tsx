import { useEffect, useId, useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isEmailChange, Limits, type TUser } from '@innerway/domain';
import { Alert, Button, CheckboxField, EmailField } from '../../../components/ui';
import { FormField } from '../../../components/form/form-field';
import { ApiError } from '../../../lib/api-client';
import { appConfig } from '../../../lib/config';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-resolver';
import { useMessageText, useServerErrorText } from '../../../lib/server-error';
import { firstErrorMessage } from '../../../lib/validation-text';
import { useUpdateUserMutation } from '../api/update-user';
import styles from './account-sections.module.css';

const profileResolverFor = (savedEmail: string) =>
  lazyZodResolver(() => import('../lib/form-schemas').then((schemas) => schemas.profileEditSchema(savedEmail)));

/** The field a refusal of the server is about, so that it is marked there. */
const refusedFieldOf: Partial<Record<string, 'email' | 'current_password'>> = {
  'auth.email_taken': 'email',
  'auth.current_password_required': 'current_password',
  'auth.current_password_invalid': 'current_password',
};

export interface ProfileEditFormProps {
  user: TUser;
  /** `newEmail`: the address the account moved to, which now waits for its verification; else null. */
  onSaved: (saved: { newEmail: string | null }) => void;
  onCancel: () => void;
}

/**
 * The profile's fields, filled from the account, in place of its details while editing; its code
 * (with react-hook-form) loads on 'Edit' (profile-section.tsx). The name takes the focus. A new
 * address asks for the current password too (the server refuses the change without it), so the
 * password field shows only while the e-mail differs from the saved one.
 */
export default function ProfileEditForm({ user, onSaved, onCancel }: ProfileEditFormProps) {
  const { t } = useTranslation(['account', 'errors']);
  const validationText = useMessageText();
  const serverErrorText = useServerErrorText();
  const update = useUpdateUserMutation(user.id);
  const messageId = useId();
  const profileResolver = useMemo(() => profileResolverFor(user.email), [user.email]);

  const form = useForm({
    resolver: useLazyResolver(profileResolver),
    defaultValues: { name: user.name, email: user.email, marketing_opt_in: user.marketing_opt_in, current_password: '' },
  });
  const {
    control,
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = form;
  const changingEmail = isEmailChange(user.email, useWatch({ control, name: 'email' }));

  useEffect(() => {
    setFocus('name');
  }, [setFocus]);

  const refusedField = update.error instanceof ApiError && update.error.code ? refusedFieldOf[update.error.code] : undefined;
  useEffect(() => {
    if (refusedField) setFocus(refusedField);
  }, [refusedField, setFocus]);

  const onSubmit = handleSubmit(({ current_password, ...values }) => {
    const emailChanged = isEmailChange(user.email, values.email);
    // The password goes only with a new address: the server reads it for nothing else.
    const body = emailChanged ? { ...values, current_password } : values;
    update.mutate(body, { onSuccess: (saved) => onSaved({ newEmail: emailChanged ? saved.email : null }) });
  });
  // A refusal was about the field as it was: editing it clears the message.
  const clearRefusal = () => {
    if (update.isError) update.reset();
  };

  const invalidText = validationText(firstErrorMessage(errors, ['name', 'email', 'current_password']));
  const message = invalidText ?? (update.isError ? t('errors:saveChanges', { error: serverErrorText(update.error) }) : undefined);
  const explainedBy = invalidText || refusedField ? messageId : undefined;
  const refused = (name: 'email' | 'current_password') => (invalidText === undefined && refusedField === name ? true : undefined);

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormField name="name" label={t('profile.name')} autoComplete="name" maxLength={Limits.profileNameMax} messageId={explainedBy} />
        <FormField
          as={EmailField}
          name="email"
          label={t('profile.email')}
          messageId={explainedBy}
          invalid={refused('email')}
          onChange={clearRefusal}
        />
        {changingEmail && (
          <FormField
            name="current_password"
            label={t('profile.currentPassword')}
            hint={t('profile.currentPasswordHint')}
            type="password"
            autoComplete="current-password"
            maxLength={Limits.passwordMax}
            messageId={explainedBy}
            invalid={refused('current_password')}
            onChange={clearRefusal}
          />
        )}
        <p className="visually-hidden" aria-live="polite">
          {changingEmail ? t('profile.currentPasswordHint') : ''}
        </p>
        <CheckboxField label={t('profile.consentLabel', { product: appConfig.productName })} {...register('marketing_opt_in')} />
        {message && (
          <Alert tone="error" id={messageId}>
            {message}
          </Alert>
        )}
        <div className={styles.buttonRow}>
          <Button type="submit" busy={update.isPending}>
            {t('profile.save')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={update.isPending}>
            {t('profile.cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
