import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Button, Card } from '../../../components/ui';
import { useServerErrorText } from '../../../lib/server-error';
import { useLazyResolver } from '../../../lib/lazy-resolver';
import { useCreateInstitutionMutation } from '../api/institutions';
import { institutionResolver } from '../lib/form-resolvers';
import { InstitutionNameFields } from './institution-name-fields';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-institutions.module.css';

/** A new institution (active from the start): on success its own page opens, ready for a code. */
export function InstitutionCreateForm() {
  const { t } = useTranslation('staffInstitutions');
  const serverErrorText = useServerErrorText();
  const navigate = useNavigate();
  const headingId = useId();
  const create = useCreateInstitutionMutation();
  const form = useForm({
    resolver: useLazyResolver(institutionResolver),
    defaultValues: { name_en: '', name_fr: '', name_es: '', is_active: true },
  });
  const onSubmit = form.handleSubmit((fields) =>
    create.mutate(fields, { onSuccess: (detail) => void navigate(`${detail.institution.id}`, { state: { created: true } }) }),
  );

  return (
    <Card as="section" aria-labelledby={headingId} className={page.section}>
      <h2 id={headingId} className={page.sectionHeading}>
        {t('create.heading')}
      </h2>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className={styles.form}>
          <InstitutionNameFields />
          {create.isError && <Alert tone="error">{t('create.failed', { error: serverErrorText(create.error) })}</Alert>}
          <div className={page.buttonRow}>
            <Button type="submit" busy={create.isPending}>
              {t('create.submit')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Card>
  );
}
