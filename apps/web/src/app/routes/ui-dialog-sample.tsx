import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, TextField } from '../../components/ui';
import styles from './ui-route.module.css';

interface UiDialogSampleProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The showcase's dialog, loaded when it is first opened, as the app's dialogs are (ui-route.tsx). */
export default function UiDialogSample({ open, onOpenChange }: UiDialogSampleProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('ui.dialogTitle')} description={t('ui.dialogBody')} dismissible={!busy}>
      <TextField label={t('ui.sampleName')} />
      <div className={styles.row}>
        <Button
          busy={busy}
          onClick={() => {
            setBusy(true);
            window.setTimeout(() => {
              setBusy(false);
              onOpenChange(false);
            }, 1500);
          }}
        >
          {t('ui.primary')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => onOpenChange(false)}>
          {t('actions.close')}
        </Button>
      </div>
    </Modal>
  );
}
