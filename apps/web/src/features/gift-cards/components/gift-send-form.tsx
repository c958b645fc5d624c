import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Limits, type TGiftCard } from '@innerway/domain';
import { Alert, Button, EmailField, TextAreaField, TextField } from '../../../components/ui';
import { firstErrorMessage } from '../../../lib/validation-text';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-resolver';
import { useMessageText, useServerErrorText } from '../../../lib/server-error';
import { useSendGiftCardMutation } from '../api/update-gift-card';
import styles from './gift-cards.module.css';

const giftSendResolver = lazyZodResolver(() => import('../lib/form-schemas').then((schemas) => schemas.ZGiftSendForm));
const fieldOrder = ['recipient_email', 'display_from', 'message'] as const;

export interface GiftSendFormProps {
  userId: number;
  card: TGiftCard;
  /** How many cards are waiting to be sent, this one included. */
  unsentCount: number;
  onSent: () => void;
}

/**
 * The send-details form, shown directly while an unsent card exists (spec section 4). A card
 * taken back keeps its sender name and message, which fill the form again. Its code (with
 * react-hook-form) loads once the list has such a card (gift-cards-section.tsx).
 */
export default function GiftSendForm({ userId, card, unsentCount, onSent }: GiftSendFormProps) {
  const { t } = useTranslation(['gifts', 'errors']);
  const messageText = useMessageText();
  const serverErrorText = useServerErrorText();
  const send = useSendGiftCardMutation(userId, onSent);
  const headingId = useId();
  const problemId = useId();

  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: useLazyResolver(giftSendResolver),
    defaultValues: { recipient_email: '', display_from: card.display_from ?? '', message: card.message ?? '' },
  });
  const message = useWatch({ control, name: 'message' }) ?? '';

  const onSubmit = handleSubmit((fields) => {
    send.mutate({ giftCardId: card.id, fields });
  });

  const invalid = firstErrorMessage(errors, fieldOrder);
  const problem = invalid
    ? messageText(invalid)
    : send.isError
      ? t('errors:giftSend', { error: serverErrorText(send.error) })
      : undefined;
  // An invalid field points at the one line that explains the form's problem.
  const field = (name: (typeof fieldOrder)[number]) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] && problem ? problemId : undefined,
  });

  return (
    <form className={styles.sendForm} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <div className={styles.blockHeader}>
        <h3 id={headingId}>{t('gifts:send.heading')}</h3>
        {unsentCount > 1 && <p className={styles.muted}>{t('gifts:send.waiting', { count: unsentCount })}</p>}
      </div>
      <EmailField
        label={t('gifts:send.recipient')}
        autoComplete="off"
        maxLength={Limits.giftRecipientEmailMax}
        {...field('recipient_email')}
        {...register('recipient_email')}
      />
      <TextField
        label={t('gifts:send.from')}
        hint={t('gifts:send.fromHint')}
        autoComplete="name"
        maxLength={Limits.giftSenderMax}
        {...field('display_from')}
        {...register('display_from')}
      />
      <TextAreaField
        label={t('gifts:send.message')}
        hint={t('gifts:send.messageCount', { count: message.length, max: Limits.giftMessageMax })}
        maxLength={Limits.giftMessageMax}
        {...field('message')}
        {...register('message')}
      />
      {problem && (
        <Alert tone="error" id={problemId}>
          {problem}
        </Alert>
      )}
      <div className={styles.buttonRow}>
        <Button type="submit" busy={send.isPending}>
          {t('gifts:send.submit')}
        </Button>
      </div>
    </form>
  );
}
