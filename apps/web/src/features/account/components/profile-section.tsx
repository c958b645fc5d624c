import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Limits, type TUser } from '@innerway/domain';
import { Alert, Button, Card, CheckboxField, TextField, EmailField } from '../../../components/ui';
import { appConfig } from '../../../lib/config';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-resolver';
import { useServerErrorText } from '../../../lib/server-error';
import { firstErrorMessage, useValidationText } from '../../auth/lib/validation-text';
import { useUpdateUserMutation } from '../api/update-user';
import styles from './account-sections.module.css';

const profileResolver = lazyZodResolver(() => import('../lib/form-schemas').then((schemas) => schemas.ZProfileEdit));

function profileValues(user: TUser) {
  return { name: user.name, email: user.email, marketing_opt_in: user.marketing_opt_in };
}

export function ProfileSection({ user }: { user: TUser }) {
  const { t } = useTranslation(['account', 'errors']);
  const validationText = useValidationText();
  const serverErrorText = useServerErrorText();
  const update = useUpdateUserMutation(user.id);
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  // Focus goes back to Edit only after an edit, not when the page first shows.
  const [hasEdited, setHasEdited] = useState(false);
  const messageId = useId();

  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(profileResolver), defaultValues: profileValues(user) });

  useEffect(() => {
    if (editing) setFocus('name');
    else if (hasEdited) editButtonRef.current?.focus();
  }, [editing, hasEdited, setFocus]);

  const startEditing = () => {
    reset(profileValues(user));
    update.reset();
    setEditing(true);
  };
  const stopEditing = () => {
    setHasEdited(true);
    setEditing(false);
  };
  const cancel = () => {
    reset(profileValues(user));
    update.reset();
    stopEditing();
  };
  const onSubmit = handleSubmit((values) => update.mutate(values, { onSuccess: stopEditing }));

  const invalidText = validationText(firstErrorMessage(errors, ['name', 'email']));
  const message = invalidText ?? (update.isError ? t('errors:saveChanges', { error: serverErrorText(update.error) }) : undefined);
  const describedBy = (invalid: unknown) => (invalid && invalidText ? messageId : undefined);

  return (
    <Card as="section" className={styles.section} aria-labelledby="profile-heading">
      <div className={styles.sectionHeader}>
        <h2 id="profile-heading">{t('profile.heading')}</h2>
        {!editing && (
          <Button ref={editButtonRef} variant="secondary" onClick={startEditing}>
            {t('profile.edit')}
          </Button>
        )}
      </div>
      {editing ? (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('profile.name')}
            autoComplete="name"
            maxLength={Limits.profileNameMax}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(errors.name)}
            {...register('name')}
          />
          <EmailField
            label={t('profile.email')}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy(errors.email)}
            {...register('email')}
          />
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
            <Button variant="ghost" onClick={cancel} disabled={update.isPending}>
              {t('profile.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <dl className={styles.details}>
            <div>
              <dt>{t('profile.name')}</dt>
              <dd>{user.name}</dd>
            </div>
            <div>
              <dt>{t('profile.email')}</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>{t('profile.consent')}</dt>
              <dd>{user.marketing_opt_in ? t('profile.consentYes') : t('profile.consentNo')}</dd>
            </div>
          </dl>
          {update.isSuccess && <Alert tone="success">{t('profile.saved')}</Alert>}
        </>
      )}
    </Card>
  );
}
