import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUser } from '@innerway/domain';
import { Alert, Button, Card, Modal } from '../../../components/ui';
import { useServerErrorText } from '../../../lib/server-error';
import { useResetProgressMutation } from '../api/reset-progress';
import styles from './account-sections.module.css';

export function AdminSection({ user }: { user: TUser }) {
  const { t } = useTranslation('account');
  const serverErrorText = useServerErrorText();
  const resetProgress = useResetProgressMutation(user.id);
  const [confirming, setConfirming] = useState(false);

  const proceed = () => resetProgress.mutate(undefined, { onSettled: () => setConfirming(false) });

  return (
    <Card as="section" className={styles.section} aria-labelledby="admin-heading">
      <h2 id="admin-heading">{t('admin.heading')}</h2>
      <p className={styles.muted}>{t('admin.intro')}</p>
      {resetProgress.isSuccess && <Alert tone="success">{t('admin.success')}</Alert>}
      {resetProgress.isError && <Alert tone="error">{t('admin.failure', { error: serverErrorText(resetProgress.error) })}</Alert>}
      <div className={styles.buttonRow}>
        <Button
          variant="secondary"
          onClick={() => {
            resetProgress.reset();
            setConfirming(true);
          }}
        >
          {t('admin.reset')}
        </Button>
      </div>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin.confirmTitle')}
        description={t('admin.confirm')}
        dismissible={!resetProgress.isPending}
      >
        <div className={styles.modalActions}>
          <Button variant="danger" busy={resetProgress.isPending} onClick={proceed}>
            {t('admin.proceed')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={resetProgress.isPending}>
            {t('admin.cancel')}
          </Button>
        </div>
      </Modal>
    </Card>
  );
}
