import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui';
import { currentLanguage } from '../../../lib/i18n';
import { formatCheckInDate, type TCheckInOffer } from '../../content';
import styles from './reflections.module.css';

export interface CheckInOfferProps {
  offer: TCheckInOffer;
  /** Where checking in again starts: the topic's assessment. */
  to: string;
  /** Tells apart the offers of several topics on one screen. */
  describedBy?: string;
}

/** An invitation, never a prompt: once the interval has passed, a quiet link; before, the date it opens. */
export function CheckInOffer({ offer, to, describedBy }: CheckInOfferProps) {
  const { t } = useTranslation('reflections');
  const language = currentLanguage();
  if (offer.kind === 'none') return null;
  if (offer.kind === 'waiting') return <p className={styles.offerNote}>{t('checkInWaiting', { date: formatCheckInDate(offer.opensAt, language) })}</p>;
  return (
    <div className={styles.offer}>
      <p className={styles.offerNote}>{t('checkInOpen', { date: formatCheckInDate(offer.latest, language) })}</p>
      <ButtonLink to={to} variant="secondary" aria-describedby={describedBy}>
        {t('checkInAgain')}
      </ButtonLink>
    </div>
  );
}
