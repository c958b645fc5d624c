import { useTranslation } from 'react-i18next';
import type { TStaffGiftCardState, TStaffPurchaseState } from '@innerway/domain';
import styles from './staff-purchases.module.css';

const tones: Record<TStaffPurchaseState | TStaffGiftCardState, 'good' | 'neutral' | 'bad'> = {
  active: 'good',
  redeemed: 'good',
  sent: 'neutral',
  unsent: 'neutral',
  refunded: 'bad',
};

/** A purchase's or a card's state, in words (the colour only repeats them). */
export function StateBadge({ state }: { state: TStaffPurchaseState | TStaffGiftCardState }) {
  const { t } = useTranslation('staffPurchases');
  return <span className={[styles.badge, styles[tones[state]]].join(' ')}>{t(`states.${state}`)}</span>;
}
