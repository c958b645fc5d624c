import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Mail, PackageOpen } from 'lucide-react';
import { GiftCardStatus, type TGiftCard } from '@innerway/domain';
import { currentLanguage } from '../../../lib/i18n';
import { formatGiftDate } from '../lib/gift-card-dates';
import { RescindButton } from './rescind-button';
import styles from './gift-cards.module.css';

const statusIcons = { unsent: PackageOpen, sent: Mail, redeemed: CircleCheck } as const;

export interface GiftCardListProps {
  userId: number;
  cards: TGiftCard[];
  onRescinded: () => void;
}

/** The person's purchased cards, newest first, each with its status; sent ones can be taken back. */
export function GiftCardList({ userId, cards, onRescinded }: GiftCardListProps) {
  const { t } = useTranslation('gifts');
  const headingId = useId();
  const language = currentLanguage();

  return (
    <div className={styles.history}>
      <h3 id={headingId}>{t('list.heading')}</h3>
      {cards.length === 0 ? (
        <p className={styles.muted}>{t('list.empty')}</p>
      ) : (
        <ul className={styles.cards} aria-labelledby={headingId}>
          {cards.map((card) => {
            const Icon = statusIcons[card.status];
            const dates = [
              t('list.bought', { date: formatGiftDate(card.purchased_at, language) }),
              card.sent_at && card.status !== GiftCardStatus.Unsent ? t('list.sentOn', { date: formatGiftDate(card.sent_at, language) }) : null,
              card.redeemed_at ? t('list.redeemedOn', { date: formatGiftDate(card.redeemed_at, language) }) : null,
            ].filter(Boolean);
            return (
              <li key={card.id} className={styles.card}>
                <div className={styles.cardText}>
                  <p className={styles.status} data-status={card.status}>
                    <Icon aria-hidden size={18} />
                    <span>{statusLabel(t, card)}</span>
                  </p>
                  {card.status === GiftCardStatus.Redeemed && card.recipient_email && (
                    <p className={styles.muted}>{t('list.redeemedBy', { email: card.recipient_email })}</p>
                  )}
                  <p className={styles.muted}>{dates.join(' · ')}</p>
                  {card.status === GiftCardStatus.Sent && card.code && (
                    <p className={styles.muted}>
                      {t('list.code')} <span className={styles.code}>{card.code}</span>
                    </p>
                  )}
                </div>
                {card.status === GiftCardStatus.Sent && <RescindButton userId={userId} card={card} onRescinded={onRescinded} />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

type TTranslate = ReturnType<typeof useTranslation<'gifts'>>['t'];

/** 'Unsent', 'Sent to <email>' or 'Redeemed', in the reader's language. */
function statusLabel(t: TTranslate, card: TGiftCard): string {
  if (card.status === GiftCardStatus.Sent) return t('status.sent', { email: card.recipient_email ?? '' });
  return t(`status.${card.status}`);
}
