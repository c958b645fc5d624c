import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CodeDeliveryState, type TGiftCard, type ZGiftCardSend } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { subscriptionCodes } from '../db/schema.ts';
import { unprocessable } from '../http/app-error.ts';
import { giftCardMail } from '../mail/templates/gift-card-mail.ts';
import { findUserByEmail } from '../user-record/find-user.ts';
import { userLanguage } from '../user-record/user-language.ts';
import { assertDeliveryState, lockOwnGiftCard } from './find-gift-card.ts';
import { giftLink } from './gift-link.ts';
import { toGiftCardReply } from './gift-card-reply.ts';
import { recordAccessEvent } from './record-access-event.ts';

/**
 * Sends an unsent card (only its buyer may): stores the recipient, the sender's name (the
 * buyer's own when left empty) and the message, and mails the recipient the code and link.
 * The mail is queued in the send's transaction: it exists exactly when the card is sent, and
 * the card's lock is never held while a mail server talks.
 */
export async function sendGiftCard(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>,
  buyer: UserRow,
  giftCardId: number,
  input: z.output<typeof ZGiftCardSend>,
): Promise<TGiftCard> {
  if (input.recipient_email === buyer.email) throw unprocessable('gift_card.to_self');

  return app.db.transaction(async (tx) => {
    const card = await lockOwnGiftCard(tx, buyer.id, giftCardId);
    assertDeliveryState(card, CodeDeliveryState.Unsent);
    const [sent] = await tx
      .update(subscriptionCodes)
      .set({
        deliveryState: CodeDeliveryState.Sent,
        recipientEmail: input.recipient_email,
        displayFrom: input.display_from ?? buyer.name,
        message: input.message,
        sentAt: sql`now()`,
      })
      .where(eq(subscriptionCodes.id, card.id))
      .returning();
    await recordAccessEvent(tx, {
      kind: 'gift_card_sent',
      userId: buyer.id,
      actorUserId: buyer.id,
      subscriptionCodeId: card.id,
      details: { recipient_email: input.recipient_email },
    });

    // The recipient's own language when they already have an account, else the buyer's.
    const recipient = await findUserByEmail(tx, input.recipient_email);
    const mail = giftCardMail({
      language: userLanguage(recipient ?? buyer),
      productName: app.config.productName,
      from: sent!.displayFrom!,
      message: sent!.message,
      code: sent!.code,
      link: giftLink(app.config, sent!.code),
    });
    await app.mailer.queue(tx, { to: input.recipient_email, ...mail });
    return toGiftCardReply(sent!, 'buyer');
  });
}
