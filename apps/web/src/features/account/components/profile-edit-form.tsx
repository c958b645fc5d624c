import { useEffect, useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Limits, type TUser } from '@innerway/domain';
import { Alert, Button, CheckboxField, EmailField } from '../../../components/ui';
import { FormField } from '../../../components/form/form-field';
import { appConfig } from '../../../lib/config';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-resolver';
import { useMessageText, useServerErrorText } from '../../../lib/server-error';
import { firstErrorMessage } from '../../../lib/validation-text';
import { useUpdateUserMutation } from '../api/update-user';
import styles from './account-sections.module.css';

const profileResolver = lazyZodResolver(() => import('../lib/form-schemas').then((schemas) => schemas.ZProfileEdit));

export interface ProfileEditFormProps {
  user: TUser;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The profile's fields, filled from the account, in place of its details while editing; its code
 * (with react-hook-form) loads on 'Edit' (profile-section.tsx). The name takes the focus.
 */
export default function ProfileEditForm({ user, onSaved, onCancel }: ProfileEditFormProps) {
  const { t } = useTranslation(['account', 'errors']);
  const validationText = useMessageText();
  const serverErrorText = useServerErrorText();
  const update = useUpdateUserMutation(user.id);
  const messageId = useId();

  const form = useForm({
    resolver: useLazyResolver(profileResolver),
    defaultValues: { name: user.name, email: user.email, marketing_opt_in: user.marketing_opt_in },
  });
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = form;

  useEffect(() => {
    setFocus('name');
  }, [setFocus]);

  const onSubmit = handleSubmit((values) => update.mutate(values, { onSuccess: onSaved }));

  const invalidText = validationText(firstErrorMessage(errors, ['name', 'email']));
  const message = invalidText ?? (update.isError ? t('errors:saveChanges', { error: serverErrorText(update.error) }) : undefined);
  const explainedBy = invalidText ? messageId : undefined;

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <FormField name="name" label={t('profile.name')} autoComplete="name" maxLength={Limits.profileNameMax} messageId={explainedBy} />
        <FormField as={EmailField} name="email" label={t('profile.email')} messageId={explainedBy} />
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
