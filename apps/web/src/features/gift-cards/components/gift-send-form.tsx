import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Limits, type TGiftCard } from '@innerway/domain';
import { Alert, Button, EmailField, TextAreaField } from '../../../components/ui';
import { FormField } from '../../../components/form/form-field';
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

  const form = useForm({
    resolver: useLazyResolver(giftSendResolver),
    defaultValues: { recipient_email: '', display_from: card.display_from ?? '', message: card.message ?? '' },
  });
  const {
    handleSubmit,
    control,
    formState: { errors },
  } = form;
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
  const explainedBy = problem ? problemId : undefined;

  return (
    <FormProvider {...form}>
      <form className={styles.sendForm} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <div className={styles.blockHeader}>
          <h3 id={headingId}>{t('gifts:send.heading')}</h3>
          {unsentCount > 1 && <p className={styles.muted}>{t('gifts:send.waiting', { count: unsentCount })}</p>}
        </div>
        <FormField
          as={EmailField}
          name="recipient_email"
          label={t('gifts:send.recipient')}
          autoComplete="off"
          maxLength={Limits.giftRecipientEmailMax}
          messageId={explainedBy}
        />
        <FormField
          name="display_from"
          label={t('gifts:send.from')}
          hint={t('gifts:send.fromHint')}
          autoComplete="name"
          maxLength={Limits.giftSenderMax}
          messageId={explainedBy}
        />
        <FormField
          as={TextAreaField}
          name="message"
          label={t('gifts:send.message')}
          hint={t('gifts:send.messageCount', { count: message.length, max: Limits.giftMessageMax })}
          maxLength={Limits.giftMessageMax}
          messageId={explainedBy}
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
    </FormProvider>
  );
}
