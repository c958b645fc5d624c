import type { z } from 'zod';
import { isAssessmentUnlocked, type TRatingScale, type TUserAssessment, type ZUserAssessmentCreate } from '@innerway/domain';
import type { UserRow } from '../user-record/user-row.ts';
import { moduleCounts } from '../content/content-replies.ts';
import { contentAndProgressFor, type TContentContext } from '../content/read-content.ts';
import { userAssessments } from '../db/schema.ts';
import { notFound, unprocessable } from '../http/app-error.ts';
import { assertFullAccess } from '../progress/progress-rules.ts';

type TAssessmentAnswers = z.output<typeof ZUserAssessmentCreate>;

/**
 * Stores a topic's self-assessment. Trial users cannot take it (403); the topic must be one the user
 * can see (404); and it opens only once every visible video and activity of the topic is complete
 * (422 with the spec's gate message). Every submission is kept: retaking adds a row.
 */
export async function submitAssessment(ctx: TContentContext, user: UserRow, answers: TAssessmentAnswers): Promise<TUserAssessment> {
  assertFullAccess(user);
  const { view, progress } = await contentAndProgressFor(ctx, user);
  const module = view.moduleById.get(answers.module_id);
  if (!module) throw notFound();
  if (!isAssessmentUnlocked(moduleCounts(module, progress))) throw unprocessable('content.assessment_gate');

  const [row] = await ctx.db
    .insert(userAssessments)
    .values({
      userId: user.id,
      moduleId: answers.module_id,
      quantitativeAnswer: answers.quantitative_answer,
      qualitativeAnswerOne: answers.qualitative_answer_one,
      qualitativeAnswerTwo: answers.qualitative_answer_two,
    })
    .returning();
  return {
    id: row!.id,
    module_id: row!.moduleId,
    quantitative_answer: row!.quantitativeAnswer as TRatingScale,
    qualitative_answer_one: row!.qualitativeAnswerOne,
    qualitative_answer_two: row!.qualitativeAnswerTwo,
    created_at: row!.createdAt.toISOString(),
  };
}
