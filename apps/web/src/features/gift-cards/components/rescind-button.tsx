import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Undo2 } from 'lucide-react';
import type { TGiftCard } from '@innerway/domain';
import { Alert, Button } from '../../../components/ui';
import { lazyDialog, useDialogOpener } from '../../../lib/lazy-dialog';
import styles from './gift-cards.module.css';

const RescindDialog = lazyDialog(() => import('./rescind-dialog'));

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
  const { t } = useTranslation('gifts');
  const [asking, setAsking] = useState(false);
  const question = useDialogOpener(RescindDialog);

  return (
    <>
      <Button
        variant="secondary"
        icon={<Undo2 aria-hidden size={18} />}
        busy={question.busy}
        {...question.intent}
        onClick={() => question.open(() => setAsking(true))}
        aria-label={t('rescind.buttonFor', { email: card.recipient_email ?? '' })}
      >
        {t('rescind.button')}
      </Button>
      {question.error && (
        <Alert tone="error" className={styles.cardAlert}>
          {question.error}
        </Alert>
      )}
      <RescindDialog open={asking} userId={userId} card={card} onClose={() => setAsking(false)} onRescinded={onRescinded} />
    </>
  );
}
