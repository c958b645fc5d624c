import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBundleApplied, TBundlePlan } from '@innerway/domain';
import { Alert, Button, Card, CheckboxField } from '../../../components/ui';
import { FileInput } from '../../../components/ui/file-input';
import { useApplyBundleMutation, usePreviewBundleMutation } from '../api/bundles';
import { useRefusalText } from '../lib/refusal-text';
import { BundleApplyDialog } from './bundle-apply-dialog';
import { BundlePlanTable } from './bundle-plan-table';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-bundles.module.css';

/** Upload a bundle, see every change it would make, then import it (or not). */
export function BundleImport() {
  const { t } = useTranslation('staffBundles');
  const refusalText = useRefusalText();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [archiveAbsent, setArchiveAbsent] = useState(false);
  const [showUnchanged, setShowUnchanged] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [applied, setApplied] = useState<TBundleApplied | null>(null);
  const preview = usePreviewBundleMutation();
  const apply = useApplyBundleMutation();
  const plan: TBundlePlan | undefined = preview.data;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setMissingFile(false);
    preview.reset();
    apply.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setApplied(null);
    apply.reset();
    preview.mutate({ file, archiveAbsent });
  };
  const confirm = (note: string) => {
    if (!plan) return;
    apply.mutate(
      { plan, note },
      {
        onSuccess: (result) => {
          setApplied(result);
          setConfirming(false);
          preview.reset();
        },
        // A stale or changed preview cannot be applied: the dialog closes on the reason, beside the plan.
        onError: () => setConfirming(false),
      },
    );
  };
  const changes = plan ? plan.counts.create + plan.counts.update + plan.counts.archive : 0;
  const shown = plan ? (showUnchanged ? plan.items : plan.items.filter((item) => item.action !== 'unchanged')) : [];

  return (
    <Card as="section" className={styles.section} aria-labelledby="bundle-import-heading">
      <h2 id="bundle-import-heading" className={page.sectionHeading}>
        {t('import.title')}
      </h2>
      <p className={page.muted}>{t('import.intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.fileField}>
          <label htmlFor={fileId} className={styles.fileLabel}>
            {t('import.fileLabel')}
          </label>
          <FileInput
            id={fileId}
            accept=".zip,application/zip"
            chooseText={t('import.choose')}
            fileName={file?.name ?? null}
            noneText={t('import.noFile')}
            aria-invalid={missingFile || undefined}
            aria-describedby={missingFile ? `${fileId}-error` : undefined}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          {missingFile && (
            <p id={`${fileId}-error`} className={styles.error}>
              {t('import.fileMissing')}
            </p>
          )}
        </div>
        <CheckboxField label={t('import.archiveAbsent')} checked={archiveAbsent} onChange={(event) => setArchiveAbsent(event.target.checked)} />
        <div>
          <Button type="submit" busy={preview.isPending}>
            {t('import.preview')}
          </Button>
        </div>
      </form>

      {preview.isError && <Alert tone="error" title={t('import.refused')}>{refusalText(preview.error)}</Alert>}
      {apply.isError && (
        <Alert tone="error" title={t('apply.failed')}>
          {refusalText(apply.error)}
        </Alert>
      )}
      {applied && <Alert tone="success">{t('apply.done', { ...applied.counts, media: applied.new_media })}</Alert>}

      {plan && (
        <section className={styles.section} aria-labelledby="bundle-plan-heading">
          <h3 id="bundle-plan-heading" className={page.sectionHeading}>
            {t('plan.title', { scope: t(`scope.${plan.scope}`) })}
          </h3>
          <ul className={styles.counts}>
            {(['create', 'update', 'unchanged', 'archive'] as const).map((action) => (
              <li key={action}>
                <span className={styles.count}>{plan.counts[action]}</span> {t(`count.${action}`)}
              </li>
            ))}
            <li>
              <span className={styles.count}>{plan.new_media}</span> {t('count.media')}
            </li>
          </ul>
          {changes === 0 ? (
            <Alert tone="info">{t('plan.nothing')}</Alert>
          ) : (
            <>
              <CheckboxField label={t('plan.showUnchanged')} checked={showUnchanged} onChange={(event) => setShowUnchanged(event.target.checked)} />
              <BundlePlanTable items={shown} />
              <div className={page.buttonRow}>
                <Button onClick={() => setConfirming(true)}>{t('apply.open')}</Button>
              </div>
              <BundleApplyDialog plan={plan} open={confirming} onOpenChange={setConfirming} onConfirm={confirm} busy={apply.isPending} />
            </>
          )}
        </section>
      )}
    </Card>
  );
}
