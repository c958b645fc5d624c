import type { FastifyInstance } from 'fastify';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { AgeSurveyStatus, SubscriptionCodeType, type TAgeGroup, type TAgeSurveyCreate, type TAgeSurveyReply } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import type { TQueryable } from '../db/client.ts';
import { accessEvents, ageSurveys, subscriptionCodes, users } from '../db/schema.ts';
import { conflict, forbidden, unprocessable } from '../http/app-error.ts';
import { toUserReply } from '../user-record/to-user-reply.ts';

/**
 * The institution code the answer is filed under. One the client names must be an UNLOCK code
 * of the person's own institution (422 otherwise). Left out, it is the code the person joined
 * with (the latest `institution_code_redeemed` for this institution), else the institution's
 * first code (someone linked by other means), else none: the screens never know code ids, and
 * the server can say it better than they could.
 */
async function institutionCodeId(tx: TQueryable, userId: number, institutionId: number, named: number | null | undefined) {
  if (named != null) {
    const [code] = await tx
      .select({ id: subscriptionCodes.id })
      .from(subscriptionCodes)
      .where(
        and(
          eq(subscriptionCodes.id, named),
          eq(subscriptionCodes.type, SubscriptionCodeType.Unlock),
          eq(subscriptionCodes.institutionId, institutionId),
        ),
      );
    if (!code) throw unprocessable('code.not_your_institution');
    return code.id;
  }
  const [joinedWith] = await tx
    .select({ id: accessEvents.subscriptionCodeId })
    .from(accessEvents)
    .where(
      and(
        eq(accessEvents.userId, userId),
        eq(accessEvents.kind, 'institution_code_redeemed'),
        eq(accessEvents.institutionId, institutionId),
        isNotNull(accessEvents.subscriptionCodeId),
      ),
    )
    .orderBy(desc(accessEvents.at), desc(accessEvents.id))
    .limit(1);
  if (joinedWith?.id) return joinedWith.id;
  const [first] = await tx
    .select({ id: subscriptionCodes.id })
    .from(subscriptionCodes)
    .where(and(eq(subscriptionCodes.institutionId, institutionId), eq(subscriptionCodes.type, SubscriptionCodeType.Unlock)))
    .orderBy(asc(subscriptionCodes.id))
    .limit(1);
  return first?.id ?? null;
}

/**
 * Records the answer and marks the survey completed, together. The survey is for people linked
 * to an institution (403 for anyone else) and is answered once (409 after that).
 */
export async function submitAgeSurvey(
  app: Pick<FastifyInstance, 'db'>,
  user: UserRow,
  input: TAgeSurveyCreate,
): Promise<TAgeSurveyReply> {
  const { saved, updated } = await app.db.transaction(async (tx) => {
    // The person's row, locked: two answers sent at once are taken in turn, and the second
    // finds the first (age_surveys has no unique key on the user to decide it).
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!current?.institutionId) throw forbidden('age_survey.not_linked');
    const [earlier] = await tx.select({ id: ageSurveys.id }).from(ageSurveys).where(eq(ageSurveys.userId, user.id)).limit(1);
    if (earlier || current.ageSurveyStatus === AgeSurveyStatus.Completed) throw conflict('age_survey.already_answered');

    const codeId = await institutionCodeId(tx, user.id, current.institutionId, input.institution_code_id);
    const [saved] = await tx
      .insert(ageSurveys)
      .values({ userId: user.id, response: input.response, institutionCodeId: codeId })
      .returning();
    const [updated] = await tx
      .update(users)
      .set({ ageSurveyStatus: AgeSurveyStatus.Completed, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return { saved: saved!, updated: updated! };
  });

  return {
    age_survey: {
      id: saved.id,
      response: saved.response as TAgeGroup,
      institution_code_id: saved.institutionCodeId,
      created_at: saved.createdAt.toISOString(),
    },
    user: await toUserReply(app.db, updated),
  };
}
