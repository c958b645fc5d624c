import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../components/ui';
import styles from './onboarding-popup.module.css';

export interface TutorialOfferPopupProps {
  onAccept: () => void;
  /** 'Not now', the close button or Escape. */
  onDecline: () => void;
}

/** The offer of the introduction tour (spec section 4). */
export function TutorialOfferPopup({ onAccept, onDecline }: TutorialOfferPopupProps) {
  const { t } = useTranslation('onboarding');
  return (
    <Modal open onOpenChange={(open) => !open && onDecline()} title={t('tutorialOffer.title')}>
      <p>{t('tutorialOffer.body')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDecline}>
          {t('tutorialOffer.decline')}
        </Button>
        <Button onClick={onAccept}>{t('tutorialOffer.accept')}</Button>
      </div>
    </Modal>
  );
}
