import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { AgeSurveyStatus, DefaultLanguage, SubscriptionCodeType, type TAgeGroup, type TAgeSurveyAnswer, type TAgeSurveyReply } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import type { TQueryable } from '../db/client.ts';
import { ageSurveys, subscriptionCodes, users } from '../db/schema.ts';
import { institutionLinkOf } from '../user-record/institution-link.ts';
import { conflict, forbidden, unprocessable } from '../http/app-error.ts';
import { toUserReply } from '../user-record/to-user-reply.ts';

/**
 * The institution code the answer is filed under (spec: the age survey's `institution_code_id`).
 * The screens send the user reply's `institution_code_id`; a code named must be an UNLOCK code
 * of the person's own institution (422 otherwise). Null (the client knows no code) files it under
 * the code the server knows for the person, if any (`institutionLinkOf`).
 */
async function institutionCodeId(tx: TQueryable, userId: number, institutionId: number, named: number | null) {
  // Only the code is read here: the name's language does not matter.
  if (named === null) return (await institutionLinkOf(tx, userId, institutionId, DefaultLanguage)).codeId;
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

/**
 * Records the answer and marks the survey completed, together. The survey is for people linked
 * to an institution (403 for anyone else) and is answered once (409 after that).
 */
export async function submitAgeSurvey(
  app: Pick<FastifyInstance, 'db'>,
  user: UserRow,
  input: TAgeSurveyAnswer,
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
