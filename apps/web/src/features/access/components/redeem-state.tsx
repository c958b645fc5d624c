import { useTranslation } from 'react-i18next';
import { Gift } from 'lucide-react';
import { Alert, Button } from '../../../components/ui';
import { useServerErrorText } from '../../../lib/server-error';
import { useRedeemGiftCardMutation } from '../api/redeem-gift-card';
import { StateHeading } from './state-heading';
import type { TSubscribeStateProps } from './subscribe-state-props';
import styles from './subscribe.module.css';

/** A gift card sent to this person's address: who it is from, their message, and 'Redeem'. */
export function RedeemState({ goTo, focusOnArrival, context }: TSubscribeStateProps) {
  const { t } = useTranslation('access');
  const serverErrorText = useServerErrorText();
  const redeem = useRedeemGiftCardMutation(context.user.id);
  const { giftCard } = context;
  // SubscribeContent shows this state only with a card to offer.
  if (!giftCard) return null;
  const from = giftCard.display_from || t('redeem.someone');

  return (
    <div className={styles.state}>
      <div className={styles.offerHeader}>
        <Gift aria-hidden className={styles.offerIcon} size={28} />
        <StateHeading focusOnMount={focusOnArrival}>{t('redeem.heading')}</StateHeading>
      </div>
      <p>{t('redeem.body', { name: from })}</p>
      {giftCard.message && (
        <figure className={styles.giftMessage}>
          <blockquote>
            <p>{giftCard.message}</p>
          </blockquote>
          <figcaption>{t('redeem.signature', { name: from })}</figcaption>
        </figure>
      )}
      {redeem.isError && <Alert tone="error">{serverErrorText(redeem.error)}</Alert>}
      <Button block busy={redeem.isPending} onClick={() => redeem.mutate(giftCard.id, { onSuccess: () => goTo('success') })}>
        {t('redeem.button')}
      </Button>
      <Button variant="ghost" block onClick={() => goTo('code')} disabled={redeem.isPending}>
        {t('redeem.other')}
      </Button>
    </div>
  );
}
