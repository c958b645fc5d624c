import { useTranslation } from 'react-i18next';
import type { TUser } from '@innerway/domain';
import { Alert, Button, Card } from '../../../components/ui';
import { lazyDialog, useDialogOpener } from '../../../lib/lazy-dialog';
import styles from './account-sections.module.css';

export type TDeletionStep = 'closed' | 'ask' | 'confirm';

/** Its code loads when first opened, from here or from the links section (in the apps). */
export const DeleteAccountDialog = lazyDialog(() => import('./delete-account-dialog'));

interface TDeleteAccountSectionProps {
  user: TUser;
  /** The screen holds the step: in the apps, 'Request Account Deletion' (links section) opens it too. */
  step: TDeletionStep;
  onStepChange: (step: TDeletionStep) => void;
}

export function DeleteAccountSection({ user, step, onStepChange: setStep }: TDeleteAccountSectionProps) {
  const { t } = useTranslation('account');
  const opener = useDialogOpener(DeleteAccountDialog);

  return (
    <Card as="section" className={styles.section} aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t('delete.heading')}</h2>
      <p className={styles.muted}>{t('delete.intro')}</p>
      {opener.error && <Alert tone="error">{opener.error}</Alert>}
      <div className={styles.buttonRow}>
        <Button variant="danger" busy={opener.busy} {...opener.intent} onClick={() => opener.open(() => setStep('ask'))}>
          {t('delete.button')}
        </Button>
      </div>
      <DeleteAccountDialog
        open={step !== 'closed'}
        confirming={step === 'confirm'}
        userId={user.id}
        onConfirm={() => setStep('confirm')}
        onClose={() => setStep('closed')}
      />
    </Card>
  );
}
