import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../components/ui';
import styles from './account-sections.module.css';

export interface ResetProgressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** While the reset runs: the dialog stays, its buttons wait. */
  busy: boolean;
  onProceed: () => void;
}

/** The admin's 'Reset Progress' question; loaded when it first opens (admin-section.tsx). */
export default function ResetProgressDialog({ open, onOpenChange, busy, onProceed }: ResetProgressDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('admin.confirmTitle')} description={t('admin.confirm')} dismissible={!busy}>
      <div className={styles.modalActions}>
        <Button variant="danger" busy={busy} onClick={onProceed}>
          {t('admin.proceed')}
        </Button>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {t('admin.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
