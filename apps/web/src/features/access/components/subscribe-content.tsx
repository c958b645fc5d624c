import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LockKeyhole } from 'lucide-react';
import { useSelectContent } from '../../analytics';
import { LoadingRegion, Skeleton } from '../../../components/ui';
import { useSession } from '../../session';
import { useGiftCardsQuery } from '../api/gift-cards-query';
import { firstSubscribeState, type TSubscribeState } from '../lib/subscribe-state';
import { CodeState } from './code-state';
import { PurchaseState } from './purchase-state';
import { RedeemState } from './redeem-state';
import { SuccessState } from './success-state';
import type { TSubscribeStateProps } from './subscribe-state-props';
import styles from './subscribe.module.css';

export type { TSubscribeState } from '../lib/subscribe-state';

const stateViews: Record<TSubscribeState, ComponentType<TSubscribeStateProps>> = {
  redeem: RedeemState,
  code: CodeState,
  purchase: PurchaseState,
  success: SuccessState,
};

export interface SubscribeContentProps {
  onDone: () => void;
  /** Opens in this state rather than the first by precedence. */
  initialState?: TSubscribeState;
  /** A code to fill into the code entry (from the link that opened the prompt). */
  initialCode?: string;
}

/**
 * The body of the subscribe prompt, without its dialog: the content popup shows it in its own
 * dialog when a trial user opens locked content. It opens on a gift waiting for the person, else
 * the code entry; the stores and back are one press away, and success ends it with 'Done'.
 */
export function SubscribeContent({ onDone, initialState, initialCode = '' }: SubscribeContentProps) {
  const { t } = useTranslation(['access', 'errors']);
  const { user } = useSession();
  const trial = user?.is_trial_mode ?? false;
  // Only someone on trial can be offered a gift (the server offers none to anyone else).
  const giftCards = useGiftCardsQuery(user?.id ?? 0, { enabled: trial && user !== null });
  const [chosen, setChosen] = useState<TSubscribeState | null>(initialState ?? null);
  const [moved, setMoved] = useState(false);
  useSelectContent('Subscribe');

  // The prompt belongs to signed-in screens only.
  if (!user) return null;

  const giftCard = giftCards.data?.redeemable_gift_card ?? null;
  const waitingForGifts = trial && chosen === null && !initialCode && giftCards.isPending;
  const wanted = chosen ?? firstSubscribeState({ fullAccess: !trial, code: initialCode, giftCard });
  // An offer can go away while the prompt is open (redeemed on another device): the code entry stays.
  const state = wanted === 'redeem' && !giftCard ? 'code' : wanted;
  const View = stateViews[state];
  const goTo = (next: TSubscribeState) => {
    setChosen(next);
    setMoved(true);
  };

  return (
    <div className={styles.content}>
      {state !== 'success' && (
        <p className={styles.lead}>
          <LockKeyhole className={styles.leadIcon} aria-hidden size={20} />
          <span>{t('errors:fullAccessOnly')}</span>
        </p>
      )}
      {waitingForGifts ? (
        <LoadingRegion label={t('access:loading')} className={styles.state}>
          <Skeleton shape="line" className={styles.skeletonHeading} />
          <Skeleton shape="block" className={styles.skeletonField} />
          <Skeleton shape="block" className={styles.skeletonButton} />
        </LoadingRegion>
      ) : (
        <View
          key={state}
          goTo={goTo}
          onDone={onDone}
          focusOnArrival={moved}
          context={{ user, giftCard, giftCardsError: giftCards.isError ? giftCards.error : null, initialCode }}
        />
      )}
    </div>
  );
}
