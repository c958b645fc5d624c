import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isAssessmentUnlocked, isCheckInOpen, type TUserAssessment, type ZUserAssessmentCreate } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { moduleCounts } from '../content/content-replies.ts';
import { contentAndProgressFor, type TContentContext } from '../content/read-content.ts';
import { userAssessments, users } from '../db/schema.ts';
import { conflict, notFound, unprocessable } from '../http/app-error.ts';
import { assertFullAccess } from '../progress/progress-rules.ts';
import { checkInReply } from './check-in-reply.ts';

type TAssessmentAnswers = z.output<typeof ZUserAssessmentCreate>;

/**
 * Stores a topic's self-assessment: a check-in. Trial users cannot take it (403); the topic must be
 * one the user can see (404); it opens only once every visible video and activity of the topic is
 * complete (422 with the spec's gate message). The first is the spec's "assessment completed";
 * every later one is kept beside it, each no sooner than the check-in interval after the previous
 * one on that topic (409 `content.check_in_too_soon`).
 */
export async function submitAssessment(ctx: TContentContext, user: UserRow, answers: TAssessmentAnswers): Promise<TUserAssessment> {
  assertFullAccess(user);
  const { view, progress } = await contentAndProgressFor(ctx, user);
  const module = view.moduleById.get(answers.module_id);
  if (!module) throw notFound();
  if (!isAssessmentUnlocked(moduleCounts(module, progress))) throw unprocessable('content.assessment_gate');

  const row = await ctx.db.transaction(async (tx) => {
    // Two submissions at once must not both pass the interval: the second waits on the user's row
    // (which the insert's progress trigger takes anyway) and then sees the first.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [previous] = await tx
      .select({ createdAt: userAssessments.createdAt })
      .from(userAssessments)
      .where(and(eq(userAssessments.userId, user.id), eq(userAssessments.moduleId, answers.module_id)))
      .orderBy(desc(userAssessments.createdAt))
      .limit(1);
    if (!isCheckInOpen(previous?.createdAt ?? null, new Date())) throw conflict('content.check_in_too_soon');
    const [inserted] = await tx
      .insert(userAssessments)
      .values({
        userId: user.id,
        moduleId: answers.module_id,
        quantitativeAnswer: answers.quantitative_answer,
        qualitativeAnswerOne: answers.qualitative_answer_one,
        qualitativeAnswerTwo: answers.qualitative_answer_two,
      })
      .returning();
    return inserted!;
  });
  return checkInReply(row);
}
