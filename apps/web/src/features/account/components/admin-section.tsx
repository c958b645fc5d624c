import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@innerway/domain';
import { Alert, Button, Card } from '../../../components/ui';
import { lazyDialog, useDialogOpener } from '../../../lib/lazy-dialog';
import { useServerErrorText } from '../../../lib/server-error';
import { useResetProgressMutation } from '../api/reset-progress';
import styles from './account-sections.module.css';

const ResetProgressDialog = lazyDialog(() => import('./reset-progress-dialog'));

export function AdminSection({ user }: { user: TUser }) {
  const { t } = useTranslation('account');
  const serverErrorText = useServerErrorText();
  const resetProgress = useResetProgressMutation(user.id);
  const [confirming, setConfirming] = useState(false);
  const confirmation = useDialogOpener(ResetProgressDialog);

  const proceed = () => resetProgress.mutate(undefined, { onSettled: () => setConfirming(false) });

  return (
    <Card as="section" className={styles.section} aria-labelledby="admin-heading">
      <h2 id="admin-heading">{t('admin.heading')}</h2>
      <p className={styles.muted}>{t('admin.intro')}</p>
      {resetProgress.isSuccess && <Alert tone="success">{t('admin.success')}</Alert>}
      {resetProgress.isError && <Alert tone="error">{t('admin.failure', { error: serverErrorText(resetProgress.error) })}</Alert>}
      {confirmation.error && <Alert tone="error">{confirmation.error}</Alert>}
      <div className={styles.buttonRow}>
        <Button
          variant="secondary"
          busy={confirmation.busy}
          {...confirmation.intent}
          onClick={() =>
            confirmation.open(() => {
              resetProgress.reset();
              setConfirming(true);
            })
          }
        >
          {t('admin.reset')}
        </Button>
      </div>
      <ResetProgressDialog open={confirming} onOpenChange={setConfirming} busy={resetProgress.isPending} onProceed={proceed} />
    </Card>
  );
}
