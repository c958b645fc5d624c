import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Button, Modal } from '../../../components/ui';
import { useServerErrorText } from '../../../lib/server-error';
import { useDeleteUserMutation } from '../api/delete-user';
import styles from './account-sections.module.css';

export interface DeleteAccountDialogProps {
  open: boolean;
  /** The second question ('Are you really sure?') instead of the first. */
  confirming: boolean;
  userId: number;
  /** 'Yes' to the first question. */
  onConfirm: () => void;
  onClose: () => void;
}

/** The two deletion questions, and the deletion; loaded when first opened (delete-account-section.tsx). */
export default function DeleteAccountDialog({ open, confirming, userId, onConfirm, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation(['account', 'errors']);
  const serverErrorText = useServerErrorText();
  const navigate = useNavigate();
  const deletion = useDeleteUserMutation(userId);
  const safeChoiceRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();

  // The second question replaces the focused 'Yes': focus goes to its 'No' (the safe choice), and
  // that button carries the new question as its description, so a screen reader says it.
  useEffect(() => {
    if (confirming) safeChoiceRef.current?.focus();
  }, [confirming]);

  const close = () => {
    onClose();
    deletion.reset();
  };
  const proceed = () => deletion.mutate(undefined, { onSuccess: () => void navigate('/', { replace: true }) });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={confirming ? t('delete.confirm') : t('delete.ask')}
      description={confirming ? t('delete.confirmBody') : undefined}
      dismissible={!deletion.isPending}
    >
      {deletion.isError && <Alert tone="error">{t('errors:sendRequest', { error: serverErrorText(deletion.error) })}</Alert>}
      <div className={styles.modalActions}>
        {confirming ? (
          <>
            <Button variant="danger" busy={deletion.isPending} onClick={proceed}>
              {t('delete.proceed')}
            </Button>
            <Button ref={safeChoiceRef} variant="secondary" onClick={close} disabled={deletion.isPending} aria-describedby={questionId}>
              {t('delete.no')}
            </Button>
            <span id={questionId} hidden>
              {t('delete.confirm')} {t('delete.confirmBody')}
            </span>
          </>
        ) : (
          <>
            <Button variant="danger" onClick={onConfirm}>
              {t('delete.yes')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('delete.no')}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}
