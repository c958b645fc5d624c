import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InstitutionLimits } from '@innerway/domain';
import { Alert, Button, TextField } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { useMessageText, useServerErrorText } from '../../../lib/server-error';
import { useLazyResolver } from '../../../lib/lazy-resolver';
import { useCreateCodeMutation } from '../api/institutions';
import { codeResolver } from '../lib/form-resolvers';
import { formatDate } from '../lib/code-dates';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-institutions.module.css';

/** Seats and an end date; the new code is said in a message and appears in the table above. */
export function CodeGenerateForm({ institutionId }: { institutionId: number }) {
  const { t } = useTranslation('staffInstitutions');
  const messageText = useMessageText();
  const serverErrorText = useServerErrorText();
  const headingId = useId();
  const create = useCreateCodeMutation(institutionId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: useLazyResolver(codeResolver), defaultValues: { max_redemptions: '', ends_on: '' } });
  const onSubmit = handleSubmit((fields) => create.mutate(fields, { onSuccess: () => reset() }));

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className={styles.subForm}>
      <h3 id={headingId} className={page.subHeading}>
        {t('codes.generateHeading')}
      </h3>
      <div className={styles.codeFields}>
        <TextField
          label={t('codes.seatsLabel')}
          hint={t('codes.seatsHint', { max: InstitutionLimits.seatsMax })}
          inputMode="numeric"
          autoComplete="off"
          error={messageText(errors.max_redemptions?.message)}
          {...register('max_redemptions')}
        />
        <TextField type="date" label={t('codes.endLabel')} hint={t('codes.endHint')} error={messageText(errors.ends_on?.message)} {...register('ends_on')} />
      </div>
      {create.isSuccess && (
        <Alert tone="success">
          {t('codes.generated', {
            code: create.data.code,
            seats: create.data.max_redemptions,
            date: create.data.ends_at === null ? '' : formatDate(create.data.ends_at, currentLanguage()),
          })}
        </Alert>
      )}
      {create.isError && <Alert tone="error">{t('codes.failed', { error: serverErrorText(create.error) })}</Alert>}
      <div className={page.buttonRow}>
        <Button type="submit" busy={create.isPending}>
          {t('codes.generate')}
        </Button>
      </div>
    </form>
  );
}
