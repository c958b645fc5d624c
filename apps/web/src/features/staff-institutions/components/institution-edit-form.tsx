import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TInstitutionSave, TStaffInstitution } from '@innerway/domain';
import { Alert, Button, Card, CheckboxField } from '../../../components/ui';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { useServerErrorText } from '../../../lib/server-error';
import { useLazyResolver } from '../../../lib/lazy-resolver';
import { useUpdateInstitutionMutation } from '../api/institutions';
import { institutionResolver } from '../lib/form-resolvers';
import { InstitutionNameFields } from './institution-name-fields';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-institutions.module.css';

const fieldsOf = (institution: TStaffInstitution): TInstitutionSave => ({
  name_en: institution.name_en,
  name_fr: institution.name_fr,
  name_es: institution.name_es,
  is_active: institution.is_active,
});

/**
 * The names side by side and the active flag. Deactivating stops every code of the institution,
 * so saving that asks for a reason first (the audit log keeps it).
 */
export function InstitutionEditForm({ institution, displayName }: { institution: TStaffInstitution; displayName: string }) {
  const { t } = useTranslation('staffInstitutions');
  const serverErrorText = useServerErrorText();
  const headingId = useId();
  const update = useUpdateInstitutionMutation(institution.id);
  const [pending, setPending] = useState<TInstitutionSave | null>(null);
  // The dialog starts afresh (no reason typed) each time it is asked, and keeps its place while it closes.
  const [asked, setAsked] = useState(0);
  const form = useForm({ resolver: useLazyResolver(institutionResolver), values: fieldsOf(institution), resetOptions: { keepDirtyValues: true } });

  const save = (fields: TInstitutionSave, reason?: string) =>
    update.mutate(reason === undefined ? fields : { ...fields, reason }, { onSuccess: () => setPending(null) });
  const onSubmit = form.handleSubmit((fields) => {
    update.reset();
    if (institution.is_active && !fields.is_active) {
      setPending(fields);
      setAsked((count) => count + 1);
    } else save(fields);
  });

  return (
    <Card as="section" aria-labelledby={headingId} className={page.section}>
      <h2 id={headingId} className={page.sectionHeading}>
        {t('edit.heading')}
      </h2>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className={styles.form}>
          <InstitutionNameFields />
          <div>
            <CheckboxField label={t('edit.active')} aria-describedby={`${headingId}-active`} {...form.register('is_active')} />
            <p id={`${headingId}-active`} className={page.muted}>
              {t('edit.activeHint')}
            </p>
          </div>
          {update.isSuccess && <Alert tone="success">{t('edit.saved')}</Alert>}
          {update.isError && pending === null && <Alert tone="error">{t('edit.failed', { error: serverErrorText(update.error) })}</Alert>}
          <div className={page.buttonRow}>
            <Button type="submit" busy={update.isPending && pending === null}>
              {t('edit.submit')}
            </Button>
          </div>
        </form>
      </FormProvider>
      <ReasonDialog
        key={asked}
        open={pending !== null}
        title={t('edit.deactivateTitle', { name: displayName })}
        description={t('edit.deactivateBody')}
        confirmLabel={t('edit.deactivateConfirm')}
        busy={update.isPending}
        error={update.isError ? serverErrorText(update.error) : undefined}
        onConfirm={(reason) => pending && save(pending, reason)}
        onOpenChange={(open) => {
          if (open) return;
          setPending(null);
          update.reset();
        }}
        tone="danger"
      />
    </Card>
  );
}
