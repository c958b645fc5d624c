import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentBundleLimits, type TBundlePlan } from '@innerway/domain';
import { Alert, Button, Modal, TextAreaField } from '../../../components/ui';
import page from '../../../components/ui/staff-page.module.css';
import styles from './staff-bundles.module.css';

interface BundleApplyDialogProps {
  plan: TBundlePlan;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (note: string) => void;
  busy: boolean;
  error?: string | undefined;
}

/** Asks before importing: what will change, that nothing is deleted, and an optional note for the log. */
export function BundleApplyDialog({ plan, open, onOpenChange, onConfirm, busy, error }: BundleApplyDialogProps) {
  const { t } = useTranslation('staffBundles');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(note);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('apply.title')} description={t('apply.summary', plan.counts)} dismissible={!busy}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={page.muted}>{t('apply.safe')}</p>
        <TextAreaField
          label={t('apply.noteLabel')}
          hint={t('apply.noteHint', { max: ContentBundleLimits.noteMax })}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={ContentBundleLimits.noteMax}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <div className={page.buttonRow}>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('apply.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('apply.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
