import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TUser } from '@innerway/domain';
import { Alert, Button, Card, Modal } from '../../../components/ui';
import { useServerErrorText } from '../../../lib/server-error';
import { useDeleteUserMutation } from '../api/delete-user';
import styles from './account-sections.module.css';

export type TDeletionStep = 'closed' | 'ask' | 'confirm';

interface TDeleteAccountSectionProps {
  user: TUser;
  /** The screen holds the step: in the apps, 'Request Account Deletion' (links section) opens it too. */
  step: TDeletionStep;
  onStepChange: (step: TDeletionStep) => void;
}

export function DeleteAccountSection({ user, step, onStepChange: setStep }: TDeleteAccountSectionProps) {
  const { t } = useTranslation(['account', 'errors']);
  const serverErrorText = useServerErrorText();
  const navigate = useNavigate();
  const deletion = useDeleteUserMutation(user.id);
  const safeChoiceRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  // The second question replaces the focused 'Yes': focus goes to its 'No' (the safe choice), and
  // that button carries the new question as its description, so a screen reader says it.
  useEffect(() => {
    if (step === 'confirm') safeChoiceRef.current?.focus();
  }, [step]);

  const close = () => {
    setStep('closed');
    deletion.reset();
  };
  const proceed = () => deletion.mutate(undefined, { onSuccess: () => void navigate('/', { replace: true }) });

  return (
    <Card as="section" className={styles.section} aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t('delete.heading')}</h2>
      <p className={styles.muted}>{t('delete.intro')}</p>
      <div className={styles.buttonRow}>
        <Button variant="danger" onClick={() => setStep('ask')}>
          {t('delete.button')}
        </Button>
      </div>
      <Modal
        open={step !== 'closed'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={step === 'confirm' ? t('delete.confirm') : t('delete.ask')}
        description={step === 'confirm' ? t('delete.confirmBody') : undefined}
        dismissible={!deletion.isPending}
      >
        {deletion.isError && <Alert tone="error">{t('errors:sendRequest', { error: serverErrorText(deletion.error) })}</Alert>}
        <div className={styles.modalActions}>
          {step === 'confirm' ? (
            <>
              <Button variant="danger" busy={deletion.isPending} onClick={proceed}>
                {t('delete.proceed')}
              </Button>
              <Button
                ref={safeChoiceRef}
                variant="secondary"
                onClick={close}
                disabled={deletion.isPending}
                aria-describedby={questionId}
              >
                {t('delete.no')}
              </Button>
              <span id={questionId} hidden>
                {t('delete.confirm')} {t('delete.confirmBody')}
              </span>
            </>
          ) : (
            <>
              <Button variant="danger" onClick={() => setStep('confirm')}>
                {t('delete.yes')}
              </Button>
              <Button variant="secondary" onClick={close}>
                {t('delete.no')}
              </Button>
            </>
          )}
        </div>
      </Modal>
    </Card>
  );
}
