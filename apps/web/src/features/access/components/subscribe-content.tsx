import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LockKeyhole } from 'lucide-react';
import { PurchaseState } from './purchase-state';
import styles from './subscribe.module.css';

/**
 * The states of the subscribe modal. The web shows only the purchase state (store badges); the
 * gift-card offer, the institution-code entry and the success state ('Done') of spec section 4
 * join this map when they are built, and move between each other through `goTo`.
 */
export type TSubscribeState = 'purchase';

export interface TSubscribeStateProps {
  goTo: (state: TSubscribeState) => void;
  /** Closes the prompt (the success state's 'Done'). */
  onDone: () => void;
}

const stateViews: Record<TSubscribeState, ComponentType<TSubscribeStateProps>> = {
  purchase: PurchaseState,
};

export interface SubscribeContentProps {
  onDone: () => void;
  initialState?: TSubscribeState;
}

/**
 * The body of the subscribe prompt, without its dialog: the content popup shows it in its own
 * dialog when a trial user opens locked content.
 */
export function SubscribeContent({ onDone, initialState = 'purchase' }: SubscribeContentProps) {
  const { t } = useTranslation('errors');
  const [state, setState] = useState<TSubscribeState>(initialState);
  const View = stateViews[state];
  return (
    <div className={styles.content}>
      <p className={styles.lead}>
        <LockKeyhole className={styles.leadIcon} aria-hidden size={20} />
        <span>{t('fullAccessOnly')}</span>
      </p>
      <View goTo={setState} onDone={onDone} />
    </div>
  );
}
