import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Limits } from '@innerway/domain';
import { Alert, Button } from '../../../components/ui';
import { FormField } from '../../../components/form/form-field';
import { lazyZodResolver, useLazyResolver } from '../../../lib/lazy-resolver';
import { useMessageText, useServerErrorText } from '../../../lib/server-error';
import { storePlatform } from '../../../platform/purchases';
import { useEnterCodeMutation } from '../api/enter-code';
import { normalizeCode } from '../lib/subscribe-param';
import { StateHeading } from './state-heading';
import type { TSubscribeStateProps } from './subscribe-state-props';
import styles from './subscribe.module.css';

/** Marks the one problem the shared schema words for the server ('did not work'), not for an empty box. */
const codeRequired = 'code-required';
const codeEntryResolver = lazyZodResolver(() =>
  import('../lib/form-schemas').then((schemas) => schemas.codeEntrySchema(codeRequired)),
);

/** The code entry: an institution's code or a gift card's, 8 characters at most, upper-cased as typed. */
export function CodeState({ goTo, focusOnArrival, context }: TSubscribeStateProps) {
  const { t } = useTranslation('access');
  const messageText = useMessageText();
  const serverErrorText = useServerErrorText();
  const enterCode = useEnterCodeMutation(context.user.id);
  const messageId = useId();
  const form = useForm({ resolver: useLazyResolver(codeEntryResolver), defaultValues: { code: normalizeCode(context.initialCode) } });
  const {
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(({ code }) => {
    enterCode.mutate(code, { onSuccess: () => goTo('success') });
  });

  const invalid = errors.code?.message;
  const message = invalid
    ? invalid === codeRequired
      ? t('code.required')
      : messageText(invalid)
    : enterCode.isError
      ? serverErrorText(enterCode.error)
      : undefined;

  return (
    <div className={styles.state}>
      <FormProvider {...form}>
        <form className={styles.state} onSubmit={onSubmit} noValidate>
          <StateHeading focusOnMount={focusOnArrival}>{t('code.heading')}</StateHeading>
          <p className={styles.muted}>{t('code.intro')}</p>
          {context.giftCardsError != null && <Alert tone="info">{t('code.giftsUnavailable', { error: serverErrorText(context.giftCardsError) })}</Alert>}
          <FormField
            name="code"
            label={t('code.label')}
            hint={t('code.hint', { example: 'KW2LP84N' })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={Limits.institutionCodeMax}
            className={styles.codeField}
            // A refusal from the server marks the code too.
            invalid={message !== undefined}
            messageId={messageId}
            upperCase
            onChange={() => {
              // A refusal was about the code as it was: editing it clears the message.
              if (enterCode.isError) enterCode.reset();
            }}
          />
          {message && (
            <Alert tone="error" id={messageId}>
              {message}
            </Alert>
          )}
          <Button type="submit" block busy={enterCode.isPending}>
            {t('code.submit')}
          </Button>
        </form>
      </FormProvider>
      <div className={styles.otherWays}>
        <p className={styles.muted}>{t('code.noCode')}</p>
        <Button variant="secondary" block onClick={() => goTo('purchase')} disabled={enterCode.isPending}>
          {t(storePlatform() ? 'code.toStore' : 'code.toPurchase')}
        </Button>
        {context.giftCard && (
          <Button variant="ghost" block onClick={() => goTo('redeem')} disabled={enterCode.isPending}>
            {t('code.toGift')}
          </Button>
        )}
      </div>
    </div>
  );
}
