import { useTranslation } from 'react-i18next';
import type { TGiftCard } from '@innerway/domain';
import { Alert, Button, Modal } from '../../../components/ui';
import { useServerErrorText } from '../../../lib/server-error';
import { useRescindGiftCardMutation } from '../api/update-gift-card';
import styles from './gift-cards.module.css';

export interface RescindDialogProps {
  open: boolean;
  userId: number;
  card: TGiftCard;
  onClose: () => void;
  onRescinded: () => void;
}

/** The question before a sent card is taken back, and the taking back; loaded when first opened (rescind-button.tsx). */
export default function RescindDialog({ open, userId, card, onClose, onRescinded }: RescindDialogProps) {
  const { t } = useTranslation(['gifts', 'errors']);
  const serverErrorText = useServerErrorText();
  const rescind = useRescindGiftCardMutation(userId, onRescinded);
  const email = card.recipient_email ?? '';

  const close = () => {
    onClose();
    rescind.reset();
  };
  // Once the card is unsent again the list drops its button, dialog and all; closing here
  // matters only while it is still on screen.
  const proceed = () => rescind.mutate(card.id, { onSuccess: onClose });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('gifts:rescind.title')}
      description={t('gifts:rescind.body', { email })}
      dismissible={!rescind.isPending}
    >
      {rescind.isError && <Alert tone="error">{t('gifts:rescind.failure', { error: serverErrorText(rescind.error) })}</Alert>}
      <div className={styles.modalActions}>
        <Button busy={rescind.isPending} onClick={proceed}>
          {t('gifts:rescind.confirm')}
        </Button>
        <Button variant="secondary" onClick={close} disabled={rescind.isPending}>
          {t('gifts:rescind.keep')}
        </Button>
      </div>
    </Modal>
  );
}
