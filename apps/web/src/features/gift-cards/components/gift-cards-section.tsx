import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Gift } from 'lucide-react';
import { GiftCardStatus, SelectContentType, type TUser } from '@innerway/domain';
import { AddressedSection, Alert, LoadError, LoadingRegion, Skeleton } from '../../../components/ui';
import { lazyDialog, useDialogOpener } from '../../../lib/lazy-dialog';
import { useServerErrorText } from '../../../lib/server-error';
import { useGiftCardsQuery } from '../../access';
import { useSelectContent } from '../../analytics';
import { useRevealOnArrival } from '../../../lib/use-reveal-on-arrival';
import { GiftCardList } from './gift-card-list';
import { GiftPurchase } from './gift-purchase';
import styles from './gift-cards.module.css';

// Most visits have no card to send: the form's code (react-hook-form) comes only for those that do.
const GiftSendForm = lazyDialog(() => import('./gift-send-form'));

/** `/users/me?gift=1` leads here (spec section 2). */
const giftParam = 'gift';

type TNotice = 'sent' | 'rescinded' | 'bought';

/**
 * The account screen's Gift Cards section (spec sections 2 and 4): the send form while a card
 * waits to be sent, else the way to buy one, and every card bought with its status.
 */
export function GiftCardsSection({ user }: { user: TUser }) {
  const { t } = useTranslation(['gifts', 'common']);
  const serverErrorText = useServerErrorText();
  const giftCards = useGiftCardsQuery(user.id);
  const [params] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [notice, setNotice] = useState<{ kind: TNotice; at: number } | null>(null);

  const opened = params.get(giftParam) === '1';
  useRevealOnArrival(headingRef, opened);

  // What was done replaced the button that did it (the form goes, a card changes): the focus
  // goes to the message that says what happened, rather than to the top of the page.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const announce = (kind: TNotice) => setNotice({ kind, at: Date.now() });

  const cards = giftCards.data?.purchased_gift_cards ?? [];
  // Newest first: the oldest card waiting is sent first.
  const unsent = cards.filter((card) => card.status === GiftCardStatus.Unsent);
  const next = unsent.at(-1);

  // The form's code loads as soon as the list says a card waits.
  const sendForm = useDialogOpener(GiftSendForm);
  const { load: loadSendForm } = sendForm;
  const sending = next !== undefined;
  useEffect(() => {
    if (sending) loadSendForm();
  }, [sending, loadSendForm]);

  // The gift-card screen opened (spec section 7, select_content Gift), once it shows what it
  // offers: the card waiting to be sent (its id), or the way to buy one (no id yet).
  useSelectContent(opened && giftCards.data ? SelectContentType.Gift : null, next?.id);

  return (
    <AddressedSection headingId="gift-cards-heading" icon={Gift} title={t('gifts:heading')} headingRef={headingRef}>
      <p className={styles.muted}>{t('gifts:intro')}</p>
      {notice && (
        <div ref={noticeRef} tabIndex={-1} className={styles.notice}>
          <Alert tone="success">{t(`gifts:notice.${notice.kind}`)}</Alert>
        </div>
      )}
      {giftCards.isPending && <LoadingSkeletons list />}
      {giftCards.isError && (
        <LoadError message={serverErrorText(giftCards.error)} onRetry={giftCards.refetch} retrying={giftCards.isFetching} />
      )}
      {giftCards.data && (
        <>
          {!next ? (
            <GiftPurchase onPurchased={() => announce('bought')} />
          ) : GiftSendForm.loaded() ? (
            <GiftSendForm key={next.id} userId={user.id} card={next} unsentCount={unsent.length} onSent={() => announce('sent')} />
          ) : sendForm.error ? (
            <LoadError message={sendForm.error} onRetry={loadSendForm} retrying={false} />
          ) : (
            <LoadingSkeletons list={false} />
          )}
          <GiftCardList userId={user.id} cards={cards} onRescinded={() => announce('rescinded')} />
        </>
      )}
    </AddressedSection>
  );
}

/** The section's placeholders while its cards load (`list`), or only its send form's code. */
function LoadingSkeletons({ list }: { list: boolean }) {
  const { t } = useTranslation('gifts');
  return (
    <LoadingRegion label={t('loading')} className={styles.skeletons}>
      <Skeleton className={styles.skeletonTitle} />
      <Skeleton shape="block" className={styles.skeletonBlock} />
      {list && <Skeleton shape="block" className={styles.skeletonRow} />}
    </LoadingRegion>
  );
}
