import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Undo2 } from 'lucide-react';
import type { TGiftCard } from '@innerway/domain';
import { Alert, Button, Modal } from '../../../components/ui';
import { useServerErrorText } from '../../../lib/server-error';
import { useRescindGiftCardMutation } from '../api/update-gift-card';
import styles from './gift-cards.module.css';

export interface RescindButtonProps {
  userId: number;
  card: TGiftCard;
  onRescinded: () => void;
}

/**
 * Takes a sent card back, after asking: the mailed code stops working at once, and the card can
 * be sent to someone else.
 */
export function RescindButton({ userId, card, onRescinded }: RescindButtonProps) {
  const { t } = useTranslation(['gifts', 'errors']);
  const serverErrorText = useServerErrorText();
  const rescind = useRescindGiftCardMutation(userId, onRescinded);
  const [asking, setAsking] = useState(false);
  const email = card.recipient_email ?? '';

  const close = () => {
    setAsking(false);
    rescind.reset();
  };
  // Once the card is unsent again the list drops this button, dialog and all; closing here
  // matters only while it is still on screen.
  const proceed = () => rescind.mutate(card.id, { onSuccess: () => setAsking(false) });

  return (
    <>
      <Button
        variant="secondary"
        icon={<Undo2 aria-hidden size={18} />}
        onClick={() => setAsking(true)}
        aria-label={t('gifts:rescind.buttonFor', { email })}
      >
        {t('gifts:rescind.button')}
      </Button>
      <Modal
        open={asking}
        onOpenChange={(open) => !open && close()}
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
    </>
  );
}
