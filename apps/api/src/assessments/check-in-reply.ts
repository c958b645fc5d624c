import type { TRatingScale, TUserAssessment } from '@innerway/domain';
import type { userAssessments } from '../db/schema.ts';

/** A stored check-in (a row of user_assessments) as the API sends it. */
export function checkInReply(row: typeof userAssessments.$inferSelect): TUserAssessment {
  return {
    id: row.id,
    module_id: row.moduleId,
    quantitative_answer: row.quantitativeAnswer as TRatingScale,
    qualitative_answer_one: row.qualitativeAnswerOne,
    qualitative_answer_two: row.qualitativeAnswerTwo,
    created_at: row.createdAt.toISOString(),
  };
}
